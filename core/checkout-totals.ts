import { CHECKOUT_FLAT_SHIPPING_CENTS, CHECKOUT_TAX_RATE } from "./constants.ts";

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

/** Spec §9: 'Subtotal = sum of price times quantity'. */
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
 * Spec §9: 'flat shipping $50, tax 8% of subtotal, total = subtotal + shipping + tax' (tax rounded to the
 * cent). A company with a verified exemption certificate for the ship-to state pays no tax (issue 15 §3).
 */
export function checkoutTotals(
  lines: readonly PricedLine[],
  { taxExempt = false }: { taxExempt?: boolean } = {},
): CheckoutTotals {
  const subtotal = subtotalCents(lines);
  const shipping = lines.length > 0 ? CHECKOUT_FLAT_SHIPPING_CENTS : 0;
  const tax = taxExempt ? 0 : Math.round(subtotal * CHECKOUT_TAX_RATE);
  return {
    subtotalCents: subtotal,
    shippingCents: shipping,
    taxCents: tax,
    totalCents: subtotal + shipping + tax,
  };
}
