const grouped = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1,234.00 USD' — list prices everywhere on the storefront (spec §9: locale grouping, suffix USD). */
export function formatUsd(cents: number): string {
  return `$${grouped.format(cents / 100)} USD`;
}

/** '$1,234.00' — cart and order money with 2 decimals. */
export function formatMoney(cents: number): string {
  return `$${grouped.format(cents / 100)}`;
}

/** Parses a supplier's money text ('1,299.00', '$45', 12.5) to integer cents; missing or junk counts as 0. */
export function toCents(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.round(value * 100) : 0;
  if (typeof value !== "string") return 0;
  const n = Number(value.replace(/[$,\s]/g, ""));
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}
