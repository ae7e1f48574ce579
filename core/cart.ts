/** Cart item kept in the browser ('Cart item'); prices are re-computed by the server. */
export interface CartItem {
  id: string;
  sku: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  image: string;
  /** List price in cents, as last shown; display only. */
  priceCents: number;
  quantity: number;
  wattage120v: number | null;
  ratedVoltage: string | null;
  apiProvider: string;
}

export type CartProduct = Omit<CartItem, "id" | "quantity">;

/** Add (new item quantity 1, existing +1). */
export function addItem(items: CartItem[], product: CartProduct, quantity = 1): CartItem[] {
  const existing = items.find((i) => i.id === product.sku);
  if (existing) return items.map((i) => (i === existing ? { ...i, quantity: i.quantity + quantity } : i));
  return [...items, { ...product, brand: product.brand || "Unknown Brand", id: product.sku, quantity }];
}

export function removeItem(items: CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** Set quantity; below 1 removes the item. */
export function setItemQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity < 1) return removeItem(items, id);
  return items.map((i) => (i.id === id ? { ...i, quantity: Math.floor(quantity) } : i));
}

/** Header badge: total count is the sum of quantities. */
export function itemCount(items: CartItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

/** Reads a stored cart; anything malformed gives an empty cart rather than a crash. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (i): i is CartItem =>
        typeof i === "object" &&
        i !== null &&
        typeof i.sku === "string" &&
        typeof i.name === "string" &&
        Number.isInteger(i.quantity) &&
        i.quantity >= 1,
    );
  } catch {
    return [];
  }
}
