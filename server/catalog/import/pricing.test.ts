import { describe, expect, it } from "vitest";
import {
  isHydrofarmLightingCategory,
  isSpdLightingCategory,
  listPriceCents,
  type FeedMoney,
} from "./pricing.ts";

const money = (m: Partial<FeedMoney>): FeedMoney => ({
  msrpCents: null,
  mapCents: null,
  costCents: null,
  priceCents: null,
  ...m,
});

describe("list price ('Pricing', category-page reading)", () => {
  it("'original feed uses msrp, else price'", () => {
    expect(
      listPriceCents("iluminar", "LED Grow Lights", money({ msrpCents: 129900, priceCents: 119900 })),
    ).toBe(129900);
    expect(listPriceCents("iluminar", "LED Grow Lights", money({ priceCents: 54950 }))).toBe(54950);
    expect(listPriceCents("iluminar", "LED Grow Lights", money({ msrpCents: 0, priceCents: 54950 }))).toBe(
      54950,
    );
  });

  it("distributor feed: 'msrp when category is grow lights or lighting'", () => {
    for (const category of [
      "Grow Lights",
      "lighting",
      "grow-lights",
      "Lighting Accessories",
      "PROPAGATION LIGHTS",
    ]) {
      expect(isSpdLightingCategory(category)).toBe(true);
      expect(listPriceCents("spd", category, money({ msrpCents: 59900, mapCents: 54900 }))).toBe(59900);
    }
  });

  it("distributor feed: 'otherwise map, falling back to msrp'", () => {
    expect(isSpdLightingCategory("Nutrients")).toBe(false);
    expect(listPriceCents("spd", "Nutrients", money({ msrpCents: 2499, mapCents: 2199 }))).toBe(2199);
    expect(listPriceCents("spd", "Nutrients", money({ msrpCents: 2499 }))).toBe(2499);
  });

  it("third feed: 'msrp when category is 'lighting' or contains 'grow' or 'light''", () => {
    for (const category of ["lighting", "Lighting", "Grow Tents", "Light Movers"]) {
      expect(isHydrofarmLightingCategory(category)).toBe(true);
      expect(listPriceCents("hydrofarm", category, money({ msrpCents: 44900, costCents: 25000 }))).toBe(
        44900,
      );
    }
  });

  it("third feed: 'otherwise cost times 1.18 rounded' (to whole dollars)", () => {
    expect(isHydrofarmLightingCategory("Hydroponics")).toBe(false);
    // 30.10 × 1.18 = 35.518 → 36
    expect(listPriceCents("hydrofarm", "Hydroponics", money({ costCents: 3010, msrpCents: 4999 }))).toBe(
      3600,
    );
    // 12.50 × 1.18 = 14.75 → 15
    expect(listPriceCents("hydrofarm", "Hydroponics", money({ costCents: 1250 }))).toBe(1500);
  });

  it("third feed: 'falling back to map, then msrp'", () => {
    expect(listPriceCents("hydrofarm", "Hydroponics", money({ mapCents: 4499, msrpCents: 4999 }))).toBe(4499);
    expect(listPriceCents("hydrofarm", "Hydroponics", money({ msrpCents: 4999 }))).toBe(4999);
  });

  it("never below the supplier's minimum advertised price when the feed gives one (ADR 0055)", () => {
    // HF-ACTI-100016: cost 27.49 × 1.18 → $32, MAP $45.99.
    expect(
      listPriceCents("hydrofarm", "Hydroponics", money({ costCents: 2749, mapCents: 4599, msrpCents: 5499 })),
    ).toBe(4599);
    expect(listPriceCents("spd", "Grow Lights", money({ msrpCents: 50000, mapCents: 52000 }))).toBe(52000);
    expect(listPriceCents("iluminar", "LED Grow Lights", money({ priceCents: 9000, mapCents: 9900 }))).toBe(
      9900,
    );
    expect(listPriceCents("hydrofarm", "Hydroponics", money({ costCents: 5000, mapCents: 4599 }))).toBe(5900);
  });

  it("'Missing numbers count as 0'", () => {
    expect(listPriceCents("iluminar", "x", money({}))).toBe(0);
    expect(listPriceCents("hydrofarm", "Hydroponics", money({}))).toBe(0);
  });
});
