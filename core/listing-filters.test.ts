import { describe, expect, it } from "vitest";
import {
  activeFilterChips,
  clampPriceMax,
  clampPriceMin,
  clearFilters,
  priceRangeQuery,
  removeChip,
  toggleFilterValue,
} from "./listing-filters.ts";
import type { ListingQuery } from "./listing-query.ts";

const base: ListingQuery = { sub: [], brand: [], watts: [], voltage: [], sort: "default", page: 1 };

describe("Active Filters chips — 'shown when any wattage range, voltage, subcategory or brand is selected'", () => {
  it("has no chips without filters", () => {
    expect(activeFilterChips(base)).toEqual([]);
  });

  it("lists one removable chip per selected value", () => {
    const query = {
      ...base,
      sub: ["LED Grow Lights"],
      brand: ["Gavita"],
      watts: ["500-1000W"],
      voltage: ["277V"],
    };
    expect(activeFilterChips(query).map((c) => `${c.key}:${c.label}`)).toEqual([
      "sub:LED Grow Lights",
      "brand:Gavita",
      "watts:500-1000W",
      "voltage:277V",
    ]);
  });

  it("shows a price chip and a category chip (all-products listing)", () => {
    const chips = activeFilterChips({ ...base, category: "harvest", min: 100 }, () => "Harvest");
    expect(chips.map((c) => c.label)).toEqual(["Harvest", "$100 - $40000"]);
  });

  it("removing a chip drops only that value and 'returns to page 1'", () => {
    const query = { ...base, brand: ["Gavita", "Fluence"], page: 3 };
    const [gavita] = activeFilterChips(query);
    expect(removeChip(query, gavita)).toMatchObject({ brand: ["Fluence"], page: 1 });
  });

  it("removing the price chip clears both bounds", () => {
    const query = { ...base, min: 10, max: 500 };
    expect(removeChip(query, activeFilterChips(query)[0])).toMatchObject({ min: undefined, max: undefined });
  });
});

describe("filter toggles and 'Clear all'", () => {
  it("toggles a value on and off, back to page 1", () => {
    const on = toggleFilterValue({ ...base, page: 4 }, "voltage", "480V");
    expect(on).toMatchObject({ voltage: ["480V"], page: 1 });
    expect(toggleFilterValue(on, "voltage", "480V").voltage).toEqual([]);
  });

  it("clears every filter but keeps the search text and sort", () => {
    const query: ListingQuery = {
      ...base,
      q: "led",
      category: "harvest",
      brand: ["X"],
      sub: ["Y"],
      min: 5,
      sort: "priceHighToLow",
      page: 2,
    };
    expect(clearFilters(query)).toEqual({ ...base, q: "led", sort: "priceHighToLow" });
  });
});

describe("price inputs — the specification", () => {
  it("minimum: 'clamped between 0 and the current maximum; non-numeric counts as 0'", () => {
    expect(clampPriceMin("-5", 1000)).toBe(0);
    expect(clampPriceMin("5000", 1000)).toBe(1000);
    expect(clampPriceMin("abc", 1000)).toBe(0);
    expect(clampPriceMin("250", 1000)).toBe(250);
  });

  it("maximum: at least the current minimum; non-numeric counts as 40000; no 4000 cap (ADR 0031)", () => {
    expect(clampPriceMax("50", 100)).toBe(100);
    expect(clampPriceMax("abc", 0)).toBe(40000);
    expect(clampPriceMax("9000", 0)).toBe(9000);
    expect(clampPriceMax("99999", 0)).toBe(40000);
  });

  it("the default range 0-40000 is no filter", () => {
    expect(priceRangeQuery(0, 40000)).toEqual({ min: undefined, max: undefined });
    expect(priceRangeQuery(10, 500)).toEqual({ min: 10, max: 500 });
  });
});
