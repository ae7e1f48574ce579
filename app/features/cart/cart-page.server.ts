import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import { addItem, removeItem, setItemQuantity, type CartItem, type CartProduct } from "../../../core/cart.ts";
import {
  CART_PRODUCT_GONE_MESSAGE,
  CART_TOO_LARGE_MESSAGE,
  cartChangeSchema,
  type CartChange,
} from "../../../core/cart-form.ts";
import { displayLines, type DisplayLine } from "../../../core/cart-pricing.ts";
import { toCartProduct } from "../../../core/cart-product.ts";
import { formErrors } from "../../../core/form-errors.ts";
import { NOT_A_FORM_MESSAGE, readFields } from "../forms/form-action.server.ts";
import { heldCart, keepCart, withCookies } from "./cart-holder.server.ts";

/** Pages that read the cart cookie differ per visitor: no shared or browser cache may keep them. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store" };

export interface ServerCart {
  items: CartItem[];
  lines: DisplayLine[];
}

/** The visitor's cart (the account's or the cookie's), every line re-priced from the catalogue (the specification: raw items if that fails). */
export async function loadCart(request: Request, context: AppLoadContext): Promise<ServerCart> {
  const items = await heldCart(request, context);
  if (items.length === 0) return { items, lines: [] };
  const priced = await context.services.sales
    .priceLines(
      items.map(({ sku, quantity, name, image }) => ({ sku, quantity, name, image })),
      context.viewer,
    )
    .catch(() => null);
  return { items, lines: displayLines(items, priced) };
}

/** What one write adds to the cart: a product and how many. */
export interface CartAddition {
  product: CartProduct;
  quantity: number;
}

/**
 * Adds products to the visitor's cart where it lives (cart-holder.server.ts: the account's for a buyer,
 * the cookie's for anyone else): the Set-Cookie headers the answer carries (none for a buyer), or null
 * when the cart would be too large to keep. Writes that fill the cart go through here.
 */
export async function cartWithAdditions(
  request: Request,
  context: AppLoadContext,
  additions: readonly CartAddition[],
): Promise<string[] | null> {
  const items = additions.reduce(
    (cart, { product, quantity }) => addItem(cart, product, quantity),
    await heldCart(request, context),
  );
  return keepCart(items, context);
}

export interface CartRefused {
  ok: false;
  message: string;
}

function refused(status: number, message: string) {
  return data({ ok: false, message } satisfies CartRefused, { status });
}

async function changed(items: CartItem[], change: CartChange, context: AppLoadContext) {
  switch (change.intent) {
    case "add": {
      const product = (await context.services.sales.catalog.productsBySkus([change.sku])).get(change.sku);
      return product ? addItem(items, toCartProduct(product), change.quantity) : null;
    }
    case "set":
      return setItemQuantity(items, change.sku, change.quantity);
    case "remove":
      return removeItem(items, change.sku);
    case "clear":
      return [];
  }
}

/**
 * The cart page's action, for browsers without JavaScript (with it, the cart changes in localStorage and
 * this is never called): changes the cart where it lives (the cookie, or a buyer's account) and shows it.
 */
export async function cartAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const fields = await readFields(request);
  if (!fields) return refused(415, NOT_A_FORM_MESSAGE);
  const parsed = cartChangeSchema.safeParse(fields);
  if (!parsed.success) return refused(400, formErrors(parsed.error.issues).message);
  const items = await changed(await heldCart(request, context), parsed.data, context);
  if (!items) return refused(404, CART_PRODUCT_GONE_MESSAGE);
  const cookies = await keepCart(items, context);
  if (!cookies) return refused(413, CART_TOO_LARGE_MESSAGE);
  return redirect("/cart", { headers: withCookies(cookies) });
}
