import { useEffect, useMemo, useState } from "react";
import type { CartItem } from "../../../core/cart.ts";
import {
  displayLines,
  type CartPriceResponse,
  type DisplayLine,
  type PricedCartLine,
} from "../../../core/cart-pricing.ts";
import { useCartItems } from "./cart-store.ts";

export interface CartPricing {
  /** True until the browser has read the stored cart (SSR and hydration). */
  loadingCart: boolean;
  /** True while the server re-prices the lines. */
  loadingDetails: boolean;
  items: CartItem[];
  lines: DisplayLine[];
}

/**
 * The stored cart, re-priced by one server call whenever its lines change (a sku or a quantity). The
 * server's answer carries each line's price steps, so a quantity changed since the last answer shows its
 * own volume tier at once while the new answer is on its way. Until the browser has read localStorage
 * (and wherever JavaScript is off) it is the cart the server read from the cookie.
 */
export function useCartPricing(server?: { items: CartItem[]; lines: DisplayLine[] }): CartPricing {
  const items = useCartItems();
  const [mounted, setMounted] = useState(false);
  const [priced, setPriced] = useState<{ key: string; lines: PricedCartLine[] | null } | null>(null);
  useEffect(() => setMounted(true), []);

  const skuKey = useMemo(
    () =>
      items
        .map((i) => i.sku)
        .sort()
        .join("\n"),
    [items],
  );
  const linesKey = useMemo(
    () =>
      items
        .map((i) => `${i.sku} ${i.quantity}`)
        .sort()
        .join("\n"),
    [items],
  );

  useEffect(() => {
    if (!mounted || linesKey === "") return;
    const controller = new AbortController();
    const body = { items: items.map((i) => ({ sku: i.sku, quantity: i.quantity })) };
    fetch("/api/cart/price", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`cart pricing failed: ${res.status}`);
        const data = (await res.json()) as CartPriceResponse;
        setPriced({ key: skuKey, lines: data.lines });
      })
      .catch(() => {
        if (!controller.signal.aborted) setPriced({ key: skuKey, lines: null });
      });
    return () => controller.abort();
    // `items` is read through linesKey: the same skus and quantities need no new call.
  }, [mounted, linesKey]);

  // An answer for the same skus prices any quantity through its steps; other skus wait for theirs.
  const current = priced?.key === skuKey ? priced : null;
  const loadingDetails = mounted && skuKey !== "" && current === null;
  if (!mounted && server) return { loadingCart: false, loadingDetails: false, ...server };
  return {
    loadingCart: !mounted,
    loadingDetails,
    items,
    lines: displayLines(items, current?.lines ?? null),
  };
}
