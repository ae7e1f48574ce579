import { describe, expect, it } from "vitest";
import {
  accountStatement,
  ageingBucket,
  daysPastDue,
  financeChargeCents,
  statementPeriod,
} from "./account-statement.ts";

const invoice = (number: string, issuedOn: string, dueOn: string, totalCents: number) => ({
  number,
  orderNumber: number.replace("INV", "ORD"),
  poNumber: "",
  issuedOn,
  dueOn,
  totalCents,
});

describe("the account statement", () => {
  it("buckets days past due: current, 1–30, 31–60, 61–90, 90+", () => {
    expect([-3, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(ageingBucket)).toEqual([
      "current",
      "current",
      "days1to30",
      "days1to30",
      "days31to60",
      "days31to60",
      "days61to90",
      "days61to90",
      "over90",
      "over90",
    ]);
    expect(daysPastDue("2026-01-31", "2026-03-02")).toBe(30);
  });

  it("accrues the policy's 1.5% a month on overdue balances only", () => {
    expect(financeChargeCents(100_000, 30)).toBe(1_500);
    expect(financeChargeCents(100_000, 15)).toBe(750);
    expect(financeChargeCents(100_000, 0)).toBe(0);
    expect(financeChargeCents(-5_000, 40)).toBe(0);
  });

  it("opening balance, entries with a running balance, closing balance and ageing agree", () => {
    const s = accountStatement({
      invoices: [
        invoice("INV-A", "2026-01-01", "2026-01-31", 100_000),
        invoice("INV-B", "2026-03-01", "2026-03-31", 50_000),
        invoice("INV-C", "2026-05-20", "2026-06-19", 20_000),
        invoice("INV-LATER", "2026-07-01", "2026-07-31", 9_999),
      ],
      creditNotes: [{ number: "CN-1", invoiceNumber: "INV-B", issuedOn: "2026-04-10", amountCents: 5_000 }],
      payments: [
        { invoiceNumber: "INV-A", receivedOn: "2026-02-15", amountCents: 40_000, reference: "CHK 1" },
        { invoiceNumber: "INV-A", receivedOn: "2026-04-20", amountCents: 10_000, reference: "CHK 2" },
      ],
      from: "2026-04-01",
      to: "2026-06-01",
    });
    expect(s.openingCents).toBe(100_000 - 40_000 + 50_000);
    expect(s.entries.map((e) => [e.reference, e.chargeCents, e.creditCents, e.balanceCents])).toEqual([
      ["CN-1", 0, 5_000, 105_000],
      ["CHK 2", 0, 10_000, 95_000],
      ["INV-C", 20_000, 0, 115_000],
    ]);
    expect(s.closingCents).toBe(115_000);
    expect(s.ageing).toEqual({
      current: 20_000,
      days1to30: 0,
      days31to60: 0,
      days61to90: 45_000,
      over90: 50_000,
    });
    const aged = Object.values(s.ageing).reduce((a, b) => a + b, 0);
    expect(aged - s.unappliedCreditCents).toBe(s.closingCents);
    expect(s.openInvoices.map((i) => [i.number, i.balanceCents])).toEqual([
      ["INV-A", 50_000],
      ["INV-B", 45_000],
      ["INV-C", 20_000],
    ]);
    expect(s.financeChargeCents).toBe(financeChargeCents(50_000, 121) + financeChargeCents(45_000, 62));
  });

  it("a credit note after an invoice is paid leaves a credit in the company's favour", () => {
    const s = accountStatement({
      invoices: [invoice("INV-A", "2026-01-01", "2026-01-31", 10_000)],
      creditNotes: [{ number: "CN-1", invoiceNumber: "INV-A", issuedOn: "2026-02-10", amountCents: 2_500 }],
      payments: [{ invoiceNumber: "INV-A", receivedOn: "2026-01-20", amountCents: 10_000, reference: "X" }],
      from: "2026-01-01",
      to: "2026-03-01",
    });
    expect(s.closingCents).toBe(-2_500);
    expect(s.unappliedCreditCents).toBe(2_500);
    expect(s.financeChargeCents).toBe(0);
  });

  it("reads the period from the URL and refuses a bad one", () => {
    const today = "2026-06-01";
    expect(statementPeriod(new URLSearchParams(), today)).toEqual({ from: "2026-03-03", to: today });
    expect(statementPeriod(new URLSearchParams("from=2026-01-01&to=2026-02-01"), today)).toEqual({
      from: "2026-01-01",
      to: "2026-02-01",
    });
    for (const bad of [
      "from=2026-02-30",
      "from=junk",
      "to=2026-06-02",
      "from=2026-05-02&to=2026-05-01",
      "from=2019-01-01",
    ])
      expect(statementPeriod(new URLSearchParams(bad), today)).toHaveProperty("error");
  });
});
