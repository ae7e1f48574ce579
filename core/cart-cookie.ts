import { parseStoredCart, type CartItem } from "./cart.ts";

/** The cart's cookie mirror has localStorage's key and JSON ('cart_items'), URI-encoded. */
export const CART_COOKIE = "cart_items";

/**
 * Browsers keep about 4 KB per cookie; past this many encoded bytes the cart is not mirrored (the cookie
 * is cleared), so pages rendered without JavaScript show an empty cart. Around 12 typical lines fit.
 */
export const MAX_CART_COOKIE_BYTES = 3_800;

const ATTRIBUTES = "Path=/; SameSite=Lax; Max-Age=31536000";

/** The cookie's value for a cart, or null when the cart is empty or too large to mirror. */
export function cartCookieValue(items: readonly CartItem[]): string | null {
  if (items.length === 0) return null;
  const value = encodeURIComponent(JSON.stringify(items));
  return value.length <= MAX_CART_COOKIE_BYTES ? value : null;
}

/** A Set-Cookie (or document.cookie) string that mirrors the cart, or clears the mirror. */
export function cartCookie(items: readonly CartItem[]): string {
  const value = cartCookieValue(items);
  return value === null
    ? `${CART_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`
    : `${CART_COOKIE}=${value}; ${ATTRIBUTES}`;
}

/** The cart a request's Cookie header carries; anything malformed is an empty cart. */
export function cartFromCookies(cookieHeader: string | null): CartItem[] {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CART_COOKIE) continue;
    try {
      return parseStoredCart(decodeURIComponent(rest.join("=")));
    } catch {
      return [];
    }
  }
  return [];
}

/** True when a Cookie header holds nothing but the cart mirror (which only the cart, quote and checkout read). */
export function onlyCartCookie(cookieHeader: string): boolean {
  return cookieHeader
    .split(";")
    .every((part) => part.trim() === "" || part.trim().startsWith(`${CART_COOKIE}=`));
}
