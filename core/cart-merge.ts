import type { CartItem } from "./cart.ts";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./order-request.ts";

/**
 * The account's cart after signing in with an anonymous cart: a sku in both carts gets the
 * summed quantity, new skus are appended in their order; the cart's limits cap both (a line at
 * MAX_LINE_QUANTITY, the cart at MAX_CART_LINES lines, the account's lines first).
 */
export function mergeCarts(account: readonly CartItem[], anonymous: readonly CartItem[]): CartItem[] {
  const merged = account.map((item) => ({ ...item }));
  for (const item of anonymous) {
    const same = merged.find((m) => m.sku === item.sku);
    if (same) same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + item.quantity);
    else if (merged.length < MAX_CART_LINES)
      merged.push({ ...item, quantity: Math.min(MAX_LINE_QUANTITY, item.quantity) });
  }
  return merged;
}
