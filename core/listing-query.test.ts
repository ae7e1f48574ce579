import { describe, expect, it } from "vitest";
import { listingQueryToSearchParams, parseListingQuery } from "./listing-query.ts";

describe("listing query", () => {
  it("round-trips repeatable filters, price, sort and page through the URL", () => {
    const url = new URLSearchParams(
      "brand=Gavita&brand=Fluence&watts=500-1000W&voltage=120-277V&sub=LED%20Grow%20Lights&min=100&max=2000&sort=priceLowToHigh&page=3",
    );
    const parsed = parseListingQuery(url);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data).toMatchObject({
      brand: ["Gavita", "Fluence"],
      watts: ["500-1000W"],
      page: 3,
      min: 100,
      max: 2000,
    });
    expect(parseListingQuery(listingQueryToSearchParams(parsed.data)).data).toEqual(parsed.data);
  });

  it("omits defaults from the canonical query string", () => {
    expect(listingQueryToSearchParams({ sort: "default", page: 1, brand: [] }).toString()).toBe("");
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["min=-5", "min"],
    ["min=500&max=100", "min"],
    ["sort=cheapest", "sort"],
    ["watts=9000W", "watts"],
    [`q=${"x".repeat(201)}`, "q"],
  ])("rejects %s", (query, field) => {
    const parsed = parseListingQuery(new URLSearchParams(query));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path[0]).toBe(field);
  });
});
