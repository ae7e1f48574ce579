import { subtotalCents, type CheckoutTotals, type PricedLine } from "./checkout-totals.ts";

/**
 * One shipment's part of an order's money, for the invoice of that shipment (ADR 0281): its lines'
 * subtotal, and its share of the order's freight and tax.
 */
export type ShipmentShare = CheckoutTotals;

/** round(total × part / whole), half up, exact in integers whatever the sizes (BigInt). */
function proportion(totalCents: number, part: number, whole: number): number {
  const n = 2n * BigInt(totalCents) * BigInt(part) + BigInt(whole);
  return Number(n / (2n * BigInt(whole)));
}

/**
 * The share of the order's freight and tax a shipment carries: what the order's subtotal shipped so far
 * (this shipment included) earns of each, proportionally and rounded half up, less what the earlier
 * shipments carried. Rounding the running total instead of each share makes the shipments of a fully
 * shipped order add up to the order's freight and tax to the cent, whatever the split. An order whose
 * lines total $0.00 puts its freight and tax on the shipment that completes it.
 *
 * `order` is the stored order's totals (the one computation, never recomputed here); `earlier` the lines
 * already shipped; `lines` this shipment's, at the order's unit prices; `completes` whether nothing is
 * left to ship after it.
 */
export function shipmentShare(
  order: CheckoutTotals,
  earlier: readonly PricedLine[],
  lines: readonly PricedLine[],
  completes: boolean,
): ShipmentShare {
  const before = subtotalCents(earlier);
  const subtotal = subtotalCents(lines);
  const upTo = (totalCents: number, shipped: number) =>
    order.subtotalCents === 0 ? 0 : proportion(totalCents, shipped, order.subtotalCents);
  const share = (totalCents: number) =>
    (completes ? totalCents : upTo(totalCents, before + subtotal)) - upTo(totalCents, before);
  const shippingCents = share(order.shippingCents);
  const taxCents = share(order.taxCents);
  return {
    subtotalCents: subtotal,
    shippingCents,
    taxCents,
    totalCents: subtotal + shippingCents + taxCents,
  };
}
