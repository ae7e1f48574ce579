import { describe, expect, it } from "vitest";
import { companyPrice, explainPrice, tierPriceAt, priceTiers, type PricedProduct } from "./price-rules.ts";

const fixture: PricedProduct = {
  sku: "IL-FIX-1",
  brand: "Iluminar",
  categorySlugs: ["grow-lights"],
  listPriceCents: 100_000,
  costCents: 70_000,
  wholesaleCents: 80_000,
};
const list = {
  capsAtWholesale: true,
  rules: [
    { kind: "category" as const, category: "grow-lights", percentOffBp: 600 },
    { kind: "list" as const, percentOffBp: 1000 },
    { kind: "break" as const, minQuantity: 5, percentOffBp: 300 },
    { kind: "break" as const, minQuantity: 25, percentOffBp: 2000 },
  ],
};

describe("explainPrice: why a company pays what it pays", () => {
  it("names the rule, the wholesale cap that bound it, and the break the quantity reaches", () => {
    const why = explainPrice(fixture, list, 6)!;
    expect(why.rule).toEqual(list.rules[0]);
    expect(why.rulePriceCents).toBe(94_000);
    expect(why.cappedAtWholesaleCents).toBe(80_000);
    expect(why.unitPriceCents).toBe(80_000);
    expect(why.quantityBreak).toMatchObject({
      rule: { minQuantity: 5 },
      unitPriceCents: 77_600,
      bound: null,
    });
    expect(why.paysCents).toBe(tierPriceAt(priceTiers(companyPrice(fixture, list)!), 6));
  });

  it("says when the cost floor stopped a break", () => {
    const why = explainPrice(fixture, list, 30)!;
    expect(why.quantityBreak).toMatchObject({
      rule: { minQuantity: 25 },
      unitPriceCents: 70_000,
      bound: "cost floor",
    });
    expect(why.paysCents).toBe(70_000);
  });

  it("has no rule and no break at list price, and nothing for a product priced on request", () => {
    const why = explainPrice(fixture, { capsAtWholesale: false, rules: [] }, 1)!;
    expect(why).toMatchObject({
      rule: null,
      unitPriceCents: 100_000,
      quantityBreak: null,
      paysCents: 100_000,
    });
    expect(explainPrice({ ...fixture, listPriceCents: 0 }, list, 1)).toBeNull();
  });
});
