import { describe, expect, it } from "vitest";
import { checkoutTotals, type PricedLine } from "./checkout-totals.ts";
import { shipmentShare } from "./shipment-shares.ts";

const line = (unitPriceCents: number, quantity: number): PricedLine => ({ unitPriceCents, quantity });

/** Ships `order`'s lines in the given parts, in order; answers each shipment's share. */
function shipInParts(lines: PricedLine[], parts: PricedLine[][], taxExempt = false) {
  const order = checkoutTotals(lines, { taxExempt });
  const shipped: PricedLine[] = [];
  return {
    order,
    shares: parts.map((part, i) => {
      const share = shipmentShare(order, shipped, part, i === parts.length - 1);
      shipped.push(...part);
      return share;
    }),
  };
}

const sum = (shares: { totalCents: number }[]) => shares.reduce((n, s) => n + s.totalCents, 0);

describe("a split shipment's share of the order's money", () => {
  it("splits freight and tax by subtotal shipped, and the invoices add up to the order's total", () => {
    // 40 pumps at $40.00 and 2 bags at $50.00: $1,700.00, freight $50.00, tax $136.00.
    const { order, shares } = shipInParts(
      [line(4_000, 40), line(5_000, 2)],
      [[line(4_000, 12)], [line(4_000, 28), line(5_000, 2)]],
    );
    expect(order).toEqual({
      subtotalCents: 170_000,
      shippingCents: 5_000,
      taxCents: 13_600,
      totalCents: 188_600,
    });
    // 12 × $40.00 = $480.00 of $1,700.00: freight 1411.76… → $14.12, tax 3840 cents.
    expect(shares[0]).toEqual({
      subtotalCents: 48_000,
      shippingCents: 1_412,
      taxCents: 3_840,
      totalCents: 53_252,
    });
    expect(shares[1]).toEqual({
      subtotalCents: 122_000,
      shippingCents: 3_588,
      taxCents: 9_760,
      totalCents: 135_348,
    });
    expect(sum(shares)).toBe(order.totalCents);
  });

  it("adds up to the cent for every split of awkward prices into three shipments", () => {
    const lines = [line(333, 7), line(1_001, 3), line(99_999, 1)];
    for (let a = 0; a <= 7; a++) {
      for (let b = 0; b <= 3; b++) {
        const { order, shares } = shipInParts(lines, [
          [line(333, a)],
          [line(1_001, b), line(99_999, 1)],
          [line(333, 7 - a), line(1_001, 3 - b)],
        ]);
        expect(sum(shares)).toBe(order.totalCents);
        expect(shares.reduce((n, s) => n + s.taxCents, 0)).toBe(order.taxCents);
        expect(shares.reduce((n, s) => n + s.shippingCents, 0)).toBe(order.shippingCents);
        expect(shares.every((s) => s.shippingCents >= 0 && s.taxCents >= 0)).toBe(true);
      }
    }
  });

  it("carries no tax for an exempt company, and puts everything on one shipment shipped whole", () => {
    const lines = [line(2_500, 4)];
    const exempt = shipInParts(lines, [[line(2_500, 1)], [line(2_500, 3)]], true);
    expect(exempt.shares.map((s) => s.taxCents)).toEqual([0, 0]);
    expect(sum(exempt.shares)).toBe(exempt.order.totalCents);
    const whole = shipInParts(lines, [lines]);
    expect(whole.shares[0]).toEqual(whole.order);
  });

  it("puts the freight of an order of $0.00 lines on the shipment that completes it", () => {
    const { order, shares } = shipInParts([line(0, 2)], [[line(0, 1)], [line(0, 1)]]);
    expect(shares.map((s) => s.shippingCents)).toEqual([0, order.shippingCents]);
    expect(sum(shares)).toBe(order.totalCents);
  });

  it("stays exact for totals far past what a double multiplies exactly", () => {
    const order = {
      subtotalCents: 900_000_000_001,
      shippingCents: 5_000,
      taxCents: 72_000_000_000,
      totalCents: 0,
    };
    order.totalCents = order.subtotalCents + order.shippingCents + order.taxCents;
    const first = shipmentShare(order, [], [line(300_000_000_000, 1)], false);
    const rest = shipmentShare(order, [line(300_000_000_000, 1)], [line(600_000_000_001, 1)], true);
    expect(first.taxCents + rest.taxCents).toBe(order.taxCents);
    expect(first.totalCents + rest.totalCents).toBe(order.totalCents);
  });
});
