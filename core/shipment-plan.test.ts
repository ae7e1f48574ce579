import { describe, expect, it } from "vitest";
import { creditNotesOnInvoices } from "./account-statement.ts";
import { NOTHING_CHOSEN, NOTHING_LEFT, planShipment } from "./shipment-plan.ts";

const lines = [
  { lineNo: 1, sku: "IL-Q1", ordered: 3, shipped: 1 },
  { lineNo: 2, sku: "SPD-Q1", ordered: 5, shipped: 0 },
];

describe("planShipment", () => {
  it("ships everything that remains when no quantities are given, and says it completes the order", () => {
    expect(planShipment(lines)).toEqual({
      lines: [
        { lineNo: 1, quantity: 2 },
        { lineNo: 2, quantity: 5 },
      ],
      completes: true,
    });
  });

  it("ships the chosen quantities, leaving out lines of 0", () => {
    expect(
      planShipment(lines, [
        { lineNo: 1, quantity: 0 },
        { lineNo: 2, quantity: 4 },
      ]),
    ).toEqual({
      lines: [{ lineNo: 2, quantity: 4 }],
      completes: false,
    });
  });

  it("refuses more than remains, nothing at all, bad quantities, unknown lines and a shipped order", () => {
    expect(planShipment(lines, [{ lineNo: 1, quantity: 3 }])).toEqual({
      refusal: "Only 2 of IL-Q1 remain to ship; 3 is more than that.",
    });
    expect(planShipment(lines, [{ lineNo: 1, quantity: 0 }])).toEqual({ refusal: NOTHING_CHOSEN });
    expect(planShipment(lines, [{ lineNo: 1, quantity: 0.5 }])).toMatchObject({
      refusal: expect.stringMatching(/whole number/),
    });
    expect(planShipment(lines, [{ lineNo: 2, quantity: -1 }])).toMatchObject({
      refusal: expect.stringMatching(/whole number/),
    });
    expect(planShipment(lines, [{ lineNo: 7, quantity: 1 }])).toEqual({
      refusal: "Line 7 is not a line of this order.",
    });
    // The same line twice counts once, summed.
    expect(
      planShipment(lines, [
        { lineNo: 1, quantity: 2 },
        { lineNo: 1, quantity: 1 },
      ]),
    ).toMatchObject({
      refusal: expect.stringMatching(/Only 2 of IL-Q1/),
    });
    expect(planShipment(lines.map((l) => ({ ...l, shipped: l.ordered })))).toEqual({ refusal: NOTHING_LEFT });
  });
});

describe("creditNotesOnInvoices", () => {
  it("applies an order's credit notes to its invoices in issue order, each up to its own total", () => {
    const invoices = [
      { number: "INV-A", totalCents: 1_000 },
      { number: "INV-A-2", totalCents: 500 },
    ];
    const credits = [
      { number: "CN-1", issuedOn: "2026-11-01", amountCents: 800 },
      { number: "CN-2", issuedOn: "2026-11-02", amountCents: 400 },
    ];
    expect(creditNotesOnInvoices(invoices, credits)).toEqual([
      { number: "CN-1", invoiceNumber: "INV-A", issuedOn: "2026-11-01", amountCents: 800 },
      { number: "CN-2", invoiceNumber: "INV-A", issuedOn: "2026-11-02", amountCents: 200 },
      { number: "CN-2", invoiceNumber: "INV-A-2", issuedOn: "2026-11-02", amountCents: 200 },
    ]);
  });
});
