import { describe, expect, it } from "vitest";
import {
  companyPrice,
  priceFloorCents,
  priceTiers,
  tierPriceAt,
  type PriceListRules,
  type PricedProduct,
} from "./price-rules.ts";

const pump: PricedProduct = {
  sku: "SPD-PUMP-1",
  brand: "EcoPlus",
  categorySlugs: ["hydroponics"],
  listPriceCents: 10_000,
  costCents: 5_000,
  wholesaleCents: null,
};

const rules = (over: Partial<PriceListRules> = {}): PriceListRules => ({
  capsAtWholesale: false,
  rules: [
    { kind: "list", percentOffBp: 1000 },
    { kind: "category", category: "hydroponics", percentOffBp: 1500 },
    { kind: "brand", brand: "ecoplus", percentOffBp: 2000 },
    { kind: "sku", sku: "SPD-PUMP-1", fixedPriceCents: 7_777 },
    { kind: "break", minQuantity: 10, percentOffBp: 500 },
    { kind: "break", minQuantity: 5, percentOffBp: 300 },
  ],
  ...over,
});

const without = (kind: string, list = rules()) => ({
  ...list,
  rules: list.rules.filter((r) => r.kind !== kind),
});

describe("company price precedence (docs/decisions/0076)", () => {
  it("a fixed sku price wins over brand, category and list-wide percentages", () => {
    expect(companyPrice(pump, rules())).toMatchObject({ unitPriceCents: 7_777, basis: "sku" });
  });
  it("then the brand's percentage (brand names compare without case)", () => {
    expect(companyPrice(pump, without("sku"))).toMatchObject({ unitPriceCents: 8_000, basis: "brand" });
  });
  it("then the category's, the largest when the product is listed in several", () => {
    const list = without("brand", without("sku"));
    expect(companyPrice(pump, list)).toMatchObject({ unitPriceCents: 8_500, basis: "category" });
    const twoCategories = { ...pump, categorySlugs: ["environment", "hydroponics"] };
    const more = {
      ...list,
      rules: [...list.rules, { kind: "category" as const, category: "environment", percentOffBp: 1800 }],
    };
    expect(companyPrice(twoCategories, more)?.unitPriceCents).toBe(8_200);
  });
  it("then the list-wide percentage, and with no rule at all the list price", () => {
    const listWide = without("category", without("brand", without("sku")));
    expect(companyPrice(pump, listWide)).toMatchObject({ unitPriceCents: 9_000, basis: "list" });
    expect(companyPrice(pump, { capsAtWholesale: false, rules: [] })).toEqual({
      unitPriceCents: 10_000,
      basis: "list price",
      breaks: [],
    });
  });
  it("a product of another brand and category gets the list-wide rule", () => {
    const light = { ...pump, sku: "ILU-1", brand: "Iluminar", categorySlugs: ["grow-lights"] };
    expect(companyPrice(light, rules())).toMatchObject({ unitPriceCents: 9_000, basis: "list" });
  });
  it("a product priced on request has no company price", () => {
    expect(companyPrice({ ...pump, listPriceCents: 0 }, rules())).toBeNull();
  });
});

describe("quantity breaks apply on top of the unit price", () => {
  const price = companyPrice(pump, without("sku"))!;
  it("lists the breaks ascending with their unit prices", () => {
    expect(price.breaks).toEqual([
      { minQuantity: 5, unitPriceCents: 7_760 },
      { minQuantity: 10, unitPriceCents: 7_600 },
    ]);
  });
  it("a line pays the deepest break its quantity reaches", () => {
    expect([1, 4, 5, 9, 10, 500].map((q) => tierPriceAt(priceTiers(price), q))).toEqual([
      8_000, 8_000, 7_760, 7_760, 7_600, 7_600,
    ]);
  });
  it("breaks also apply to a fixed sku price", () => {
    expect(tierPriceAt(priceTiers(companyPrice(pump, rules())!), 5)).toBe(Math.round(7_777 * 0.97));
  });
});

describe("bounds: never above the list price, never below cost", () => {
  it("a fixed price above the list price is cut to the list price", () => {
    const list = {
      capsAtWholesale: false,
      rules: [{ kind: "sku" as const, sku: pump.sku, fixedPriceCents: 12_000 }],
    };
    expect(companyPrice(pump, list)?.unitPriceCents).toBe(10_000);
  });
  it("a discount deeper than the margin stops at cost, and breaks that cannot lower it are left out", () => {
    const deep = {
      capsAtWholesale: false,
      rules: [
        { kind: "list" as const, percentOffBp: 5500 },
        { kind: "break" as const, minQuantity: 5, percentOffBp: 300 },
      ],
    };
    expect(companyPrice(pump, deep)).toEqual({ unitPriceCents: 5_000, basis: "list", breaks: [] });
  });
  it("without a known cost, at most 40% off the list price", () => {
    const noCost = { ...pump, costCents: null };
    expect(priceFloorCents(noCost)).toBe(6_000);
    const deep = { capsAtWholesale: false, rules: [{ kind: "list" as const, percentOffBp: 5000 }] };
    expect(companyPrice(noCost, deep)?.unitPriceCents).toBe(6_000);
  });
  it("a cost above the list price leaves the list price", () => {
    expect(companyPrice({ ...pump, costCents: 11_000 }, rules())?.unitPriceCents).toBe(10_000);
  });
});

describe("the supplier's wholesale price as a cap", () => {
  const hydro = { ...pump, sku: "HF-1", brand: "Hydrofarm", wholesaleCents: 7_000 };
  const list = without("sku", { ...rules(), capsAtWholesale: true });
  it("caps a percentage price above wholesale", () => {
    expect(companyPrice(hydro, list)).toMatchObject({ unitPriceCents: 7_000, basis: "wholesale" });
  });
  it("leaves a percentage price already below wholesale, and lists that do not cap", () => {
    expect(companyPrice({ ...hydro, wholesaleCents: 9_500 }, list)?.basis).toBe("category");
    expect(companyPrice(hydro, { ...list, capsAtWholesale: false })?.unitPriceCents).toBe(8_500);
  });
  it("never caps a fixed sku price, and the cost floor still holds", () => {
    const fixed = {
      ...list,
      rules: [...list.rules, { kind: "sku" as const, sku: "HF-1", fixedPriceCents: 9_000 }],
    };
    expect(companyPrice(hydro, fixed)?.unitPriceCents).toBe(9_000);
    expect(companyPrice({ ...hydro, wholesaleCents: 4_000 }, list)?.unitPriceCents).toBe(5_000);
  });
});
