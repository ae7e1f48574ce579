import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart.ts";
import { mergeCarts } from "./cart-merge.ts";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./order-request.ts";

const item = (sku: string, quantity: number): CartItem => ({
  id: sku,
  sku,
  name: `Product ${sku}`,
  brand: "Brand",
  category: "Lighting",
  subcategory: "LED",
  image: "",
  priceCents: 1000,
  quantity,
  wattage120v: null,
  ratedVoltage: null,
  apiProvider: "spd",
});

describe("mergeCarts", () => {
  it("sums the quantities of a sku in both carts and appends the anonymous cart's new skus", () => {
    const merged = mergeCarts([item("A", 2), item("B", 1)], [item("B", 3), item("C", 1)]);
    expect(merged.map((i) => [i.sku, i.quantity])).toEqual([
      ["A", 2],
      ["B", 4],
      ["C", 1],
    ]);
  });

  it("caps a line at the largest quantity a line may hold", () => {
    const merged = mergeCarts([item("A", MAX_LINE_QUANTITY - 1)], [item("A", 5)]);
    expect(merged[0].quantity).toBe(MAX_LINE_QUANTITY);
  });

  it("keeps the account's lines first when the cart would pass its line limit", () => {
    const account = Array.from({ length: MAX_CART_LINES - 1 }, (_, n) => item(`A${n}`, 1));
    const merged = mergeCarts(account, [item("X", 1), item("Y", 1), item("A0", 1)]);
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged.at(-1)?.sku).toBe("X");
    expect(merged[0].quantity).toBe(2);
  });

  it("leaves both carts as they were", () => {
    const account = [item("A", 1)];
    mergeCarts(account, [item("A", 1)]);
    expect(account[0].quantity).toBe(1);
  });
});
