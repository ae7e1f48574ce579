import type { AppLoadContext } from "../../../server/app-context.ts";
import type { CartItem } from "../../../core/cart.ts";
import { cartCookie, cartCookieValue, cartFromCookies } from "../../../core/cart-cookie.ts";

/**
 * Where a visitor's cart lives on the server's side: on the account for a signed-in buyer (ADR 0094),
 * in the cookie mirror for everyone else (ADR 0068). Every page and action that reads or changes the
 * cart without JavaScript goes through here.
 */
export async function heldCart(request: Request, context: AppLoadContext): Promise<CartItem[]> {
  const { viewer } = context;
  if (viewer?.kind === "buyer") return context.services.account.cart.read(viewer.userId);
  return cartFromCookies(request.headers.get("cookie"));
}

/**
 * Keeps `items` where the visitor's cart lives and gives the Set-Cookie the answer must carry (none for
 * a buyer, whose cart is on the account); null when the cart is too large for the cookie.
 */
export async function keepCart(items: CartItem[], context: AppLoadContext): Promise<string[] | null> {
  const { viewer } = context;
  if (viewer?.kind === "buyer") {
    await context.services.account.cart.save(viewer.userId, items);
    return [];
  }
  if (items.length > 0 && cartCookieValue(items) === null) return null;
  return [cartCookie(items)];
}

/** Headers carrying `cookies`, for a redirect or a data answer. */
export function withCookies(cookies: string[], headers = new Headers()): Headers {
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
