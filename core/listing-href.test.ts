import { describe, expect, it } from "vitest";
import { listingHref, listingSearchParams, readListingParams } from "./listing-href.ts";
import { listingQueryToSearchParams, parseListingQuery, type ListingQuery } from "./listing-query.ts";

const queries: Partial<ListingQuery>[] = [
  {},
  { page: 1, sort: "default" },
  { q: "led bar", category: "grow-lights", page: 3 },
  { sub: ["LED Grow Lights", "HID Lighting"], brand: ["Gavita"], watts: ["1000W+"], voltage: ["277V"] },
  { min: 0, max: 40000, sort: "priceHighToLow" },
  { brand: ["RX Green Technologies"], min: 12.5 },
];

describe("listing URLs in the browser (no zod) match the shared format", () => {
  it("serializes exactly like listingQueryToSearchParams", () => {
    for (const q of queries)
      expect(listingSearchParams(q).toString()).toBe(listingQueryToSearchParams(q).toString());
  });

  it("reads back what the schema parses, for valid URLs", () => {
    for (const q of queries) {
      const params = listingSearchParams(q);
      const parsed = parseListingQuery(params);
      expect(parsed.success).toBe(true);
      if (parsed.success) expect(readListingParams(params)).toEqual({ ...parsed.data });
    }
  });

  it("builds hrefs without a dangling '?'", () => {
    expect(listingHref("/grow-lights", { page: 1 })).toBe("/grow-lights");
    expect(listingHref("/grow-lights", { page: 2 })).toBe("/grow-lights?page=2");
  });
});
