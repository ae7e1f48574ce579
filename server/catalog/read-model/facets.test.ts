import { describe, expect, it } from "vitest";
import { categoryBySlug } from "../../../core/categories.ts";
import { VOLTAGE_OPTIONS } from "../../../core/constants.ts";
import {
  buildFacets,
  countFacets,
  emptyFacetCounts,
  inWattageRange,
  priceFilterMax,
  type FacetCounts,
} from "./facets.ts";

const growLights = categoryBySlug("grow-lights");
const hydroponics = categoryBySlug("hydroponics");

function counts(partial: Partial<FacetCounts>): FacetCounts {
  return { ...emptyFacetCounts(), ...partial };
}

describe("price filter maximum", () => {
  it("'Default maximum for available filters: 3000, or the highest price rounded up to the next 100'", () => {
    expect(priceFilterMax(0)).toBe(3000);
    expect(priceFilterMax(123_456)).toBe(1300);
    expect(priceFilterMax(120_000)).toBe(1200);
    expect(priceFilterMax(1)).toBe(100);
  });
});

describe("wattage ranges", () => {
  it("'0-100W (0 to 100), 100-200W (101-200), 200-500W (201-500), 500-1000W (500-1000), 1000W+ (1000 and up)'", () => {
    expect(inWattageRange(100, { min: 0, max: 100 })).toBe(true);
    expect(inWattageRange(100, { min: 101, max: 200 })).toBe(false);
    expect(inWattageRange(1000, { min: 500, max: 1000 })).toBe(true);
    expect(inWattageRange(1000, { min: 1000, max: Infinity })).toBe(true);
    expect(inWattageRange(499, { min: 500, max: 1000 })).toBe(false);
  });
});

describe("buildFacets", () => {
  it("counts each wattage range inclusively and lists numeric wattages high to low", () => {
    const facets = buildFacets(
      counts({
        wattages: new Map([
          [100, 1],
          [1000, 2],
          [650, 3],
          [150, 1],
        ]),
      }),
      growLights,
    );
    expect(facets.wattages).toEqual([1000, 650, 150, 100]);
    expect(Object.fromEntries(facets.wattageRanges.map((r) => [r.value, r.count]))).toEqual({
      "0-100W": 1,
      "100-200W": 1,
      "200-500W": 0,
      "500-1000W": 5,
      "1000W+": 2,
    });
  });

  it("sorts subcategories and brands ('subcategories (sorted …), brands (sorted)')", () => {
    const facets = buildFacets(
      counts({
        subcategories: new Map([
          ["Reflectors", 1],
          ["ballasts", 2],
          ["LED Grow Lights", 3],
        ]),
        brands: new Map([
          ["Gavita", 1],
          ["fluence", 1],
        ]),
      }),
      growLights,
    );
    expect(facets.subcategories.map((v) => v.value)).toEqual(["ballasts", "LED Grow Lights", "Reflectors"]);
    expect(facets.brands).toEqual([
      { value: "fluence", count: 1 },
      { value: "Gavita", count: 1 },
    ]);
  });

  it("'fall back to the category's own lists when none found'", () => {
    const facets = buildFacets(emptyFacetCounts(), growLights);
    expect(facets.subcategories.map((v) => v.value)).toEqual(growLights?.subcategories);
    expect(facets.brands.map((v) => v.value)).toEqual(growLights?.brands);
    expect(facets.voltages.map((v) => v.value)).toEqual([...VOLTAGE_OPTIONS]);
    expect(facets.subcategories.every((v) => v.count === 0)).toBe(true);
    expect(facets.price).toEqual({ min: 0, max: 3000 });
  });

  it("leaves out filters the category does not define (hydroponics has no wattage or voltage)", () => {
    const facets = buildFacets(
      counts({ wattages: new Map([[100, 1]]), voltages: new Map([["120V", 1]]), maxPriceCents: 5000 }),
      hydroponics,
    );
    expect(facets.wattageRanges).toEqual([]);
    expect(facets.wattages).toEqual([]);
    expect(facets.voltages).toEqual([]);
    expect(facets.price).toEqual({ min: 0, max: 100 });
  });

  it("offers every filter, without fallbacks, for the whole catalogue", () => {
    const facets = buildFacets(counts({ voltages: new Map([["480V", 2]]) }), undefined);
    expect(facets.voltages).toEqual([{ value: "480V", count: 2 }]);
    expect(facets.subcategories).toEqual([]);
    expect(facets.wattageRanges).toHaveLength(5);
  });
});

describe("countFacets", () => {
  it("counts every product and its highest price, and each non-blank value under its facet", () => {
    const counts = emptyFacetCounts();
    countFacets(counts, {
      subcategory: "Pumps",
      brand: "EcoPlus",
      voltage: "120V",
      watts: 40,
      price_cents: 2599,
      in_stock: true,
    });
    countFacets(counts, {
      subcategory: "",
      brand: "EcoPlus",
      voltage: null,
      watts: null,
      price_cents: 99_00,
      in_stock: false,
    });
    countFacets(counts, {
      subcategory: "Pumps",
      brand: "",
      voltage: null,
      watts: 0,
      price_cents: 100,
      in_stock: true,
    });
    expect(counts).toEqual({
      productCount: 3,
      maxPriceCents: 9900,
      subcategories: new Map([["Pumps", 2]]),
      brands: new Map([["EcoPlus", 2]]),
      voltages: new Map([["120V", 1]]),
      wattages: new Map([
        [40, 1],
        [0, 1],
      ]),
      inStock: 2,
    });
  });
});
