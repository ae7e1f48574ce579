import { describe, expect, it } from "vitest";
import { lenientListingQuery } from "./listing-request.ts";

const parse = (qs: string, omit?: Parameters<typeof lenientListingQuery>[1]) =>
  lenientListingQuery(new URLSearchParams(qs), omit);

describe("lenientListingQuery — invalid listing URLs fall back instead of failing", () => {
  it("applies a valid query as written", () => {
    const r = parse("brand=Gavita&watts=500-1000W&sort=priceLowToHigh&page=2");
    expect(r.query).toMatchObject({
      brand: ["Gavita"],
      watts: ["500-1000W"],
      sort: "priceLowToHigh",
      page: 2,
    });
    expect(r.adjusted).toBe(false);
  });

  it("drops a bad page, sort or wattage range and keeps the rest", () => {
    const r = parse("brand=Gavita&page=abc&sort=cheapest&watts=9000W");
    expect(r.query).toMatchObject({ brand: ["Gavita"], page: 1, sort: "default", watts: [] });
    expect(r.search).toBe("?brand=Gavita");
    expect(r.adjusted).toBe(true);
  });

  it("drops both price bounds when the minimum exceeds the maximum", () => {
    const r = parse("min=500&max=100&voltage=277V");
    expect(r.query.min).toBeUndefined();
    expect(r.query.max).toBeUndefined();
    expect(r.query.voltage).toEqual(["277V"]);
  });

  it("omits parameters the route does not take", () => {
    const r = parse("category=harvest&brand=X", ["category"]);
    expect(r.query.category).toBeUndefined();
    expect(r.search).toBe("?brand=X");
    expect(r.adjusted).toBe(true);
  });

  it("treats page=1 and sort=default as defaults, not adjustments worth noting in the search", () => {
    expect(parse("page=1").search).toBe("");
  });

  it("keeps tracking parameters out of the query and the canonical search, and in the redirect", () => {
    const kept = parse("brand=Gavita&utm_source=newsletter&utm_campaign=spring&gclid=Cj0&fbclid=IwA");
    expect(kept.adjusted).toBe(false);
    expect(kept.search).toBe("?brand=Gavita");
    const dropped = parse("page=abc&utm_source=newsletter&gclid=Cj0");
    expect(dropped.adjusted).toBe(true);
    expect(dropped.search).toBe("");
    expect(dropped.redirectSearch).toBe("?utm_source=newsletter&gclid=Cj0");
    expect(parse("sort=cheapest&brand=X&msclkid=1").redirectSearch).toBe("?brand=X&msclkid=1");
  });

  it("still drops parameters that are neither listing nor tracking parameters", () => {
    const r = parse("brand=X&utmost=1&session=2");
    expect(r.adjusted).toBe(true);
    expect(r.redirectSearch).toBe("?brand=X");
  });
});
