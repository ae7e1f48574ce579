import type { CartItem } from "../../core/cart.ts";
import { CART_COOKIE } from "../../core/cart-cookie.ts";

/**
 * The Cookie header pair of an anonymous cart holding these skus and quantities, with names and prices a
 * browser might have made up (the server must take them from the catalogue, never from here).
 */
export const cookieCart = (lines: [sku: string, quantity: number][]) => {
  const items = lines.map(([sku, quantity]): CartItem => ({
    id: sku,
    sku,
    name: "Shown name",
    brand: "Shown brand",
    category: "",
    subcategory: "",
    image: "",
    priceCents: 1,
    quantity,
    wattage120v: null,
    ratedVoltage: null,
    apiProvider: "spd",
  }));
  return `${CART_COOKIE}=${encodeURIComponent(JSON.stringify(items))}`;
};
