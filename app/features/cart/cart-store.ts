import { useEffect, useSyncExternalStore } from "react";
import { useMatches } from "react-router";
import {
  addItem,
  itemCount,
  parseStoredCart,
  removeItem,
  setItemQuantity,
  type CartItem,
  type CartProduct,
} from "../../../core/cart.ts";
import { cartCookie } from "../../../core/cart-cookie.ts";

/** The cart lives in localStorage under 'cart_items' and is shared by every component. */
const STORAGE_KEY = "cart_items";
/** Set while localStorage holds a signed-in buyer's account cart, so signing out leaves none of it behind. */
const ACCOUNT_MARK_KEY = "cart_on_account";
const EMPTY: CartItem[] = [];
let items: CartItem[] | null = null;
/** True once the page knows a buyer is signed in: the cart is the account's (ADR 0094). */
let onAccount = false;
/** Account writes go out one after another, so the last change is the one kept. */
let accountWrites: Promise<unknown> = Promise.resolve();
const listeners = new Set<() => void>();

function read(): CartItem[] {
  if (items === null) items = parseStoredCart(window.localStorage.getItem(STORAGE_KEY));
  return items;
}

function store(next: CartItem[]) {
  items = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* storage full or disabled: the cart still works for this page view */
  }
  for (const listener of listeners) listener();
}

function sendToAccount(next: CartItem[]) {
  const body = JSON.stringify({ items: next.map(({ sku, quantity }) => ({ sku, quantity })) });
  accountWrites = accountWrites
    .then(() => fetch("/api/cart", { method: "POST", headers: { "content-type": "application/json" }, body }))
    .catch(() => undefined);
}

function write(next: CartItem[]) {
  // A buyer's cart is kept on the account; anyone else's is mirrored in the cookie the server reads
  // where JavaScript is off (core/cart-cookie.ts).
  if (onAccount) sendToAccount(next);
  else document.cookie = cartCookie(next);
  store(next);
}

/**
 * Ties the browser's cart to the account while a buyer is signed in: the account's cart (already merged
 * with the anonymous one at sign-in) replaces the stored one, and every change is sent to it. Once signed
 * out, a cart that came from the account is emptied from this browser.
 */
async function followAccount(signedInBuyer: boolean) {
  if (!signedInBuyer) {
    onAccount = false;
    if (window.localStorage.getItem(ACCOUNT_MARK_KEY) === null) return;
    window.localStorage.removeItem(ACCOUNT_MARK_KEY);
    write([]);
    return;
  }
  onAccount = true;
  window.localStorage.setItem(ACCOUNT_MARK_KEY, "1");
  const response = await fetch("/api/cart", { headers: { accept: "application/json" } }).catch(() => null);
  if (!response?.ok) return;
  const body = (await response.json()) as { items: unknown };
  store(parseStoredCart(JSON.stringify(body.items)));
}

/** Runs followAccount whenever the root learns whether a buyer is signed in. */
export function useAccountCart(signedInBuyer: boolean) {
  useEffect(() => {
    void followAccount(signedInBuyer);
  }, [signedInBuyer]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    items = parseStoredCart(event.newValue);
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const cart = {
  add: (product: CartProduct, quantity = 1) => write(addItem(read(), product, quantity)),
  remove: (id: string) => write(removeItem(read(), id)),
  setQuantity: (id: string, quantity: number) => write(setItemQuantity(read(), id, quantity)),
  clear: () => write([]),
};

/** Cart items; empty during SSR and hydration, then the stored cart. */
export function useCartItems(): CartItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/**
 * Units in the cart for the header badge. During SSR and hydration it is `serverCount`: what a private page
 * (cart, quote, checkout) read from the cart's cookie, so the badge is right without JavaScript there; 0 on
 * the shared-cached pages, which cannot carry one visitor's cart (docs/decisions/0081). Then the stored cart.
 */
export function useCartCount(serverCount = 0): number {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  return stored === null ? serverCount : itemCount(stored);
}

/** The cart a private page's loader read from the cookie (its `cart`), counted; 0 on every other page. */
export function useServerCartCount(): number {
  for (const match of useMatches()) {
    const items = (match.loaderData as { cart?: { items?: CartItem[] } } | null | undefined)?.cart?.items;
    if (items) return itemCount(items);
  }
  return 0;
}
