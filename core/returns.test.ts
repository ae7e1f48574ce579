import { describe, expect, it } from "vitest";
import { refundEstimate, refundRows, returnedTaxCents } from "./returns.ts";

describe("what a return refunds", () => {
  const order = { subtotalCents: 100_000, taxCents: 8_000, taxCreditedCents: 0 };

  it("gives back the tax the order charged on the returned lines, by their share of its subtotal", () => {
    expect(returnedTaxCents(25_000, order)).toBe(2_000);
    expect(returnedTaxCents(333, order)).toBe(27);
    expect(returnedTaxCents(100_000, order)).toBe(8_000);
  });

  it("never more than the order's tax not yet credited, and none on a tax-exempt order", () => {
    expect(returnedTaxCents(50_000, { ...order, taxCreditedCents: 7_000 })).toBe(1_000);
    expect(returnedTaxCents(50_000, { ...order, taxCreditedCents: 8_000 })).toBe(0);
    expect(returnedTaxCents(50_000, { ...order, taxCents: 0 })).toBe(0);
    expect(returnedTaxCents(0, { subtotalCents: 0, taxCents: 0, taxCreditedCents: 0 })).toBe(0);
  });

  it("charges the restocking fee on the goods only; their tax comes back in full", () => {
    expect(refundEstimate(10_000, "no_longer_needed", 800)).toEqual({
      subtotalCents: 10_000,
      restockingFeeCents: 1_500,
      taxCents: 800,
      refundCents: 9_300,
    });
    expect(refundEstimate(10_000, "damaged_in_transit", 800).refundCents).toBe(10_800);
    expect(refundRows({ subtotalCents: 10_000, restockingFeeCents: 1_500, taxCents: 800 })).toEqual([
      ["Returned items", 10_000],
      ["Restocking fee (15%)", -1_500],
      ["Tax on returned items", 800],
    ]);
    expect(refundRows({ subtotalCents: 10_000, restockingFeeCents: 0, taxCents: 0 })).toEqual([
      ["Returned items", 10_000],
    ]);
  });
});
