import { describe, expect, it } from "vitest";
import {
  fixtureWattage,
  priceDifferenceCents,
  sameKindSubcategories,
  sameSpecWattageBounds,
} from "./same-spec.ts";

describe("same spec", () => {
  it("allows ±10% of the product's wattage", () => {
    expect(sameSpecWattageBounds(650)).toEqual({ min: 585, max: 715.0000000000001 });
  });

  it("takes the 120 V wattage, else the 240 V, else the 277 V figure", () => {
    expect(fixtureWattage({ wattage120v: 680, wattage240v: 645 })).toBe(680);
    expect(fixtureWattage({ wattage120v: null, wattage240v: 645, wattage277v: 640 })).toBe(645);
    expect(fixtureWattage({ wattage120v: null, wattage240v: null, wattage277v: 640 })).toBe(640);
    expect(fixtureWattage({ wattage120v: 0 })).toBeNull();
  });

  it("groups the lights feed's fixture applications with the distributors' LED grow lights", () => {
    expect(sameKindSubcategories("Top Lighting")).toEqual([
      "top lighting",
      "led grow lights",
      "inter-canopy lighting",
      "vertical farming",
    ]);
    expect(sameKindSubcategories("Dehumidifiers")).toEqual(["dehumidifiers"]);
  });

  it("gives the price difference only when both are priced", () => {
    expect(priceDifferenceCents(85_499, 79_999)).toBe(-5_500);
    expect(priceDifferenceCents(0, 79_999)).toBeNull();
    expect(priceDifferenceCents(85_499, 0)).toBeNull();
  });
});
