/**
 * Cents as en-US grouped dollars with two decimals ('1,234.56'), what Intl.NumberFormat('en-US') writes.
 * Written by hand: creating a NumberFormat in the browser loads locale data, a long task on a slow phone
 * while the page starts (docs/decisions/0036).
 */
export function groupedDollars(cents: number): string {
  const rounded = Math.round(cents);
  const whole = Math.abs(rounded);
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${rounded < 0 ? "-" : ""}${dollars}.${String(whole % 100).padStart(2, "0")}`;
}

/** '$1,234.00', and '-$442.80' for a negative amount (a credit), the sign before the currency as en-US writes it. */
function dollarsWithSign(cents: number): string {
  return `${Math.round(cents) < 0 ? "-" : ""}$${groupedDollars(Math.abs(cents))}`;
}

/** '$1,234.00 USD' — list prices everywhere on the storefront (the specification: locale grouping, suffix USD). */
export function formatUsd(cents: number): string {
  return `${dollarsWithSign(cents)} USD`;
}

/** Shown instead of an amount for a product without a usable price; it is sold on quote only. */
export const PRICE_ON_REQUEST = "Price on request";

/** A product whose feed gave no usable price: never shown or sold at $0, only quoted. */
export function isPricedOnRequest(cents: number | null | undefined): boolean {
  return cents === null || cents === undefined || cents <= 0;
}

/** formatUsd, or 'Price on request' for a product without a price. */
export function listPrice(cents: number): string {
  return isPricedOnRequest(cents) ? PRICE_ON_REQUEST : formatUsd(cents);
}

/** '$1,234.00' — cart and order money with 2 decimals; '-$442.80' for a credit. */
export function formatMoney(cents: number): string {
  return dollarsWithSign(cents);
}
