/** A cart line as a quote or checkout form posts it (display fields are fallbacks, never prices). */
export interface PostedCartLine {
  sku: string;
  quantity: number;
  name: string;
  image: string;
}

/**
 * Quote and checkout post the lines their page shows in one hidden field: the cookie's cart when the
 * server rendered it, the browser's stored cart once JavaScript has read it (which may be too large for
 * the cookie). The server re-prices every line.
 */
export const CART_LINES_FIELD = "cartLines";

export function cartLinesFieldValue(lines: readonly PostedCartLine[]): string {
  return JSON.stringify(lines.map(({ sku, quantity, name, image }) => ({ sku, quantity, name, image })));
}

/** The posted lines as the form's schema checks them; anything that is not a JSON list is no lines. */
export function parseCartLinesField(value: string | undefined): unknown[] {
  try {
    const parsed: unknown = JSON.parse(value ?? "");
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
