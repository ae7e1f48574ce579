import { describe, expect, it } from "vitest";
import { NAV_ITEMS, isActivePath } from "./nav-items.ts";

describe("header nav strip — 'Header'", () => {
  it("lists Grow Lights … Post Harvest, then Brands (to /shop-by-brand)", () => {
    expect(NAV_ITEMS.map((i) => i.label)).toEqual([
      "Grow Lights",
      "Hydroponics",
      "Nutrients",
      "Media & Pots",
      "Environment",
      "Propagation",
      "Garden Care",
      "Benching & Racking",
      "Harvest",
      "Post Harvest",
      "Brands",
    ]);
    expect(NAV_ITEMS.at(-1)?.path).toBe("/shop-by-brand");
  });

  it("is active 'when the path equals or starts with its path'", () => {
    expect(isActivePath("/harvest", "/harvest")).toBe(true);
    expect(isActivePath("/harvest/anything", "/harvest")).toBe(true);
    expect(isActivePath("/post-harvest", "/harvest")).toBe(false);
    expect(isActivePath("/", "/harvest")).toBe(false);
  });
});
