import { CHECKOUT_FLAT_SHIPPING_CENTS, CHECKOUT_TAX_RATE } from "./constants.ts";

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

/** 'Subtotal = sum of price times quantity'. */
export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
}

export interface CheckoutTotals {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * The one totals rule for checkout, quote pricing and a quote's conversion into an order: subtotal of the
 * lines, freight, and tax at 8% of the subtotal (rounded to the cent) unless the company holds a
 * verified exemption certificate for the ship-to state; total = subtotal + freight + tax.
 */
export function documentTotals(
  lines: readonly PricedLine[],
  { shippingCents, taxExempt = false }: { shippingCents: number; taxExempt?: boolean },
): CheckoutTotals {
  const subtotal = subtotalCents(lines);
  const tax = taxExempt ? 0 : Math.round(subtotal * CHECKOUT_TAX_RATE);
  return {
    subtotalCents: subtotal,
    shippingCents,
    taxCents: tax,
    totalCents: subtotal + shippingCents + tax,
  };
}

/** The specification: at checkout: 'flat shipping $50, tax 8% of subtotal, total = subtotal + shipping + tax'. */
export function checkoutTotals(
  lines: readonly PricedLine[],
  { taxExempt = false }: { taxExempt?: boolean } = {},
): CheckoutTotals {
  return documentTotals(lines, {
    shippingCents: lines.length > 0 ? CHECKOUT_FLAT_SHIPPING_CENTS : 0,
    taxExempt,
  });
}
