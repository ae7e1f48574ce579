import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfLayoutText } from "../support/pdf-layout.ts";
import { invoicePaymentSchema } from "../../core/back-office-forms.ts";
import { formatMoney } from "../../core/money.ts";
import { returnRequestSchema } from "../../core/returns.ts";
import { shopDay } from "../../core/shop-time.ts";
import { dayPlus } from "../../core/payment-terms.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { salesCatalog, net30Buyer, shippedOnAccount } from "./sales-fixtures.ts";

const staff: StaffViewer = {
  kind: "staff",
  userId: "staff-1",
  email: "ana@canopy.example",
  name: "Ana",
  staffRole: "sales",
};

describe.each(databaseTargets())("part payments and the statement of account ($name)", (target) => {
  let database: Database;
  let services: Services;
  let buyer: BuyerViewer;
  const today = shopDay(new Date());

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv());
    buyer = await net30Buyer(database, services, {
      email: "lee@ledger.example",
      name: "Lee",
      companyName: "Ledger Farms",
    });
  });
  afterAll(() => database?.close());

  const invoiced = (cents: number, issuedOn: string) =>
    shippedOnAccount(database, services, buyer, cents, issuedOn);
  const owed = async () => (await services.billing.terms(buyer.companyId))!.openCents;
  const pay = (orderId: number, amount: string, receivedOn = today, reference = "CHK 1") =>
    services.billing.invoices.recordPayment(
      staff,
      orderId,
      invoicePaymentSchema.parse({ amountCents: amount, receivedOn, reference }),
      today,
    );

  it("staff record part of an invoice: its balance falls, the credit it held is freed by that much, then it is paid", async () => {
    const { order, invoice } = await invoiced(40_000, dayPlus(today, -5));
    const before = await owed();
    const first = await pay(order.id, "150.25");
    expect(first).toMatchObject({ amountCents: 15_025, balanceCents: order.totalCents - 15_025 });
    expect(await owed()).toBe(before - 15_025);
    const [row] = (
      await services.billing.invoices.list(buyer, { q: invoice.number, page: 1, size: 20 }, today)
    ).rows;
    expect(row).toMatchObject({ status: "partially_paid", balanceCents: order.totalCents - 15_025 });
    // A partly paid invoice's PDF asks for its balance, not its total.
    const partPdf = pdfLayoutText(
      await services.billing.invoices.pdf(buyer, invoice.number),
      `part-paid-${target.name}`,
    ).replace(/\s+/g, " ");
    expect(partPdf).toContain(
      `Partially paid: $150.25 received. Please pay the balance of ${formatMoney(order.totalCents - 15_025)}`,
    );

    // More than it owes is refused, naming the field and the amount left; nothing is recorded.
    await expect(pay(order.id, groupedPlusOne(order.totalCents - 15_025))).rejects.toMatchObject({
      status: 400,
      fields: { amountCents: expect.stringContaining(formatMoney(order.totalCents - 15_025)) },
    });
    expect(await owed()).toBe(before - 15_025);

    // Blank pays what is left: the invoice is paid and holds no credit.
    await services.billing.invoices.recordPayment(
      staff,
      order.id,
      invoicePaymentSchema.parse({ amountCents: "", receivedOn: today, reference: "CHK 2" }),
      today,
    );
    expect(await owed()).toBe(before - order.totalCents);
    const [paid] = (
      await services.billing.invoices.list(buyer, { q: invoice.number, page: 1, size: 20 }, today)
    ).rows;
    expect(paid).toMatchObject({ status: "paid", balanceCents: 0 });
    await expect(pay(order.id, "1.00")).rejects.toMatchObject({ status: 400 });
    const pdf = pdfLayoutText(
      await services.billing.invoices.pdf(buyer, invoice.number),
      `paid-${target.name}`,
    );
    expect(pdf).toMatch(new RegExp(`Payments received\\s+-\\$${formatMoney(order.totalCents).slice(1)}`));
    expect(pdf).toMatch(/Amount due\s+\$0\.00/);
    // A paid invoice says so; it asks nobody to pay $0.00.
    expect(pdf).toMatch(/Paid in full: \$[\d,.]+ received/);
    expect(pdf).not.toContain("Please pay");
    expect(pdf).not.toContain("Bank transfer:");
  });

  it("a payment amount is dollars and cents above zero", () => {
    for (const bad of ["0", "-5", "12.345", "abc", "1e3", "0.00"]) {
      const parsed = invoicePaymentSchema.safeParse({ amountCents: bad, receivedOn: today, reference: "R" });
      expect(parsed.success, bad).toBe(false);
    }
    expect(
      invoicePaymentSchema.parse({ amountCents: "$1,299.50", receivedOn: today, reference: "R" }).amountCents,
    ).toBe(129_950);
  });

  it("the statement ages what is open, lists credit notes and payments, and agrees with the invoices and the credit check", async () => {
    const old = await invoiced(100_000, dayPlus(today, -130)); // 100 days past due
    const mid = await invoiced(30_000, dayPlus(today, -75)); // 45 days past due
    const recent = await invoiced(20_000, dayPlus(today, -10)); // current
    await pay(old.order.id, "250.00", dayPlus(today, -2), "WIRE 77");
    // A damaged line of the recent order comes back: a credit note in full.
    await services.sales.fulfilment.deliver(recent.order.id, staff);
    const requested = await services.account.returns.request(
      buyer,
      returnRequestSchema.parse({
        intent: "confirm",
        order: recent.order.number,
        reasonCode: "damaged_in_transit",
        reason: "Clips snapped",
        lines: [{ lineNo: 2, quantity: 2 }],
      }),
    );
    await services.account.returns.review({ intent: "approve", number: requested.number }, staff);
    await services.account.returns.review({ intent: "receive", number: requested.number }, staff);

    const creditNote = `CN-${requested.number.slice(2)}`;
    const notePdf = pdfLayoutText(
      await services.billing.creditNotePdf(buyer.companyId, creditNote),
      `credit-note-${target.name}`,
    );
    for (const text of [
      `Credit note ${creditNote}`,
      recent.order.number,
      recent.invoice.number,
      "Damaged in transit",
    ])
      expect(notePdf).toContain(text);
    // The clips' $10.00 and the 8% tax charged on them (ADR 0251).
    expect(requested).toMatchObject({ subtotalCents: 1_000, taxCents: 80, refundCents: 1_080 });
    expect(notePdf).toMatch(/Tax on returned items\s+\$0\.80/);
    expect(notePdf).toMatch(/Credit\s+\$10\.80/);
    expect(notePdf).not.toContain("Restocking fee");
    await expect(
      services.billing.creditNotePdf("00000000-0000-0000-0000-000000000000", creditNote),
    ).rejects.toMatchObject({ status: 404 });

    const { statement: s } = await services.billing.statements.of(buyer.companyId, {
      from: dayPlus(today, -20),
      to: today,
    });
    const balance = (o: { totalCents: number }, less = 0) => o.totalCents - less;
    expect(s.ageing).toEqual({
      current: balance(recent.order, 1_080),
      days1to30: 0,
      days31to60: balance(mid.order),
      days61to90: 0,
      over90: balance(old.order, 25_000),
    });
    const kinds = s.entries.map((e) => [e.kind, e.reference]);
    expect(kinds).toContainEqual(["invoice", recent.invoice.number]);
    expect(kinds).toContainEqual(["credit-note", creditNote]);
    expect(kinds).toContainEqual(["payment", "WIRE 77"]);
    // Closing = opening + entries = what the open invoices owe = what the credit check counts for them.
    const net = s.entries.reduce((sum, e) => sum + e.chargeCents - e.creditCents, 0);
    expect(s.closingCents).toBe(s.openingCents + net);
    const invoiceBalances = (
      await services.billing.invoices.list(buyer, { q: "", page: 1, size: 60 }, today)
    ).rows.reduce((sum, r) => sum + (r.status === "paid" ? 0 : r.balanceCents), 0);
    expect(s.closingCents).toBe(invoiceBalances);
    expect(await owed()).toBe(invoiceBalances);
    expect(s.financeChargeCents).toBeGreaterThan(0);

    const pdf = pdfLayoutText(
      await services.billing.statements.pdf(buyer.companyId, { from: dayPlus(today, -20), to: today }),
      `statement-${target.name}`,
    );
    for (const text of [
      "Statement of account",
      "Ledger Farms",
      "Opening balance",
      "Closing balance",
      "WIRE 77",
    ])
      expect(pdf).toContain(text);
    expect(pdf).toMatch(new RegExp(`Closing balance\\s+\\${formatMoney(s.closingCents)}`));
    expect(pdf).toMatch(/Current\s+1–30 days\s+31–60 days\s+61–90 days\s+90\+ days/);
    expect(pdf.replace(/\s+/g, " ")).toContain(
      [s.ageing.current, 0, s.ageing.days31to60, 0, s.ageing.over90].map(formatMoney).join(" "),
    );
  });

  it("another company's id has no statement", async () => {
    await expect(
      services.billing.statements.of("00000000-0000-0000-0000-000000000000", { from: today, to: today }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

/** One cent more than `cents`, as staff would type it. */
const groupedPlusOne = (cents: number) => ((cents + 1) / 100).toFixed(2);
