import { useSyncExternalStore } from "react";
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

/** The cart lives in localStorage under 'cart_items' (spec §4) and is shared by every component. */
const STORAGE_KEY = "cart_items";
const EMPTY: CartItem[] = [];
let items: CartItem[] | null = null;
const listeners = new Set<() => void>();

function read(): CartItem[] {
  if (items === null) items = parseStoredCart(window.localStorage.getItem(STORAGE_KEY));
  return items;
}

function write(next: CartItem[]) {
  items = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* storage full or disabled: the cart still works for this page view */
  }
  // The mirror the server reads where JavaScript is off (core/cart-cookie.ts).
  document.cookie = cartCookie(next);
  for (const listener of listeners) listener();
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
    const items = (match.data as { cart?: { items?: CartItem[] } } | null | undefined)?.cart?.items;
    if (items) return itemCount(items);
  }
  return 0;
}
