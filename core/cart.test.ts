import { describe, expect, it } from "vitest";
import { addItem, itemCount, parseStoredCart, setItemQuantity, type CartProduct } from "./cart.ts";

const light: CartProduct = {
  sku: "ILU-600",
  name: "Iluminar 600W",
  brand: "",
  category: "LED Grow Lights",
  subcategory: "LED Grow Lights",
  image: "/x.svg",
  priceCents: 100_000,
  wattage120v: 600,
  ratedVoltage: "120-277V",
  apiProvider: "iluminar",
};

describe("cart rules", () => {
  it("add: new item quantity 1, existing +1; brand defaults to 'Unknown Brand'", () => {
    const once = addItem([], light);
    expect(once).toMatchObject([{ id: "ILU-600", quantity: 1, brand: "Unknown Brand" }]);
    expect(addItem(once, light)[0].quantity).toBe(2);
  });
  it("set quantity: below 1 removes the item", () => {
    expect(setItemQuantity(addItem([], light), "ILU-600", 0)).toEqual([]);
  });
  it("total count (sum of quantities) is the header badge", () => {
    expect(itemCount(addItem(addItem([], light), light, 3))).toBe(4);
  });
  it("a corrupt stored value gives an empty cart, not a crash", () => {
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart('[{"sku":"A","name":"x","quantity":-2}]')).toEqual([]);
  });
});
