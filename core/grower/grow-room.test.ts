import { describe, expect, it } from "vitest";
import {
  dailyLightIntegral,
  dehumidifierCapacity,
  exhaustCapacity,
  layoutGrid,
  pickForCapacity,
  planRoom,
  rackFootprintFt2,
  STAGE_DEFAULTS,
  type FixtureSpec,
} from "./grow-room.ts";

const fixture: FixtureSpec = {
  ppf: 1_845,
  watts: 645,
  wattage120v: 645,
  wattage240v: 645,
  wattage277v: 645,
  ratedVoltage: "120-277V",
  subcategory: "LED Grow Lights",
};

/** the Playwright room: 20 × 40 ft, 10 ft ceiling, flowering (800 µmol/m²/s, 12 h). */
const flowering = {
  lengthFt: 40,
  widthFt: 20,
  heightFt: 10,
  stage: "flowering" as const,
  ppfd: STAGE_DEFAULTS.flowering.ppfd,
  hours: STAGE_DEFAULTS.flowering.hours,
  tiers: 1,
  airChangesPerHour: 20,
};

describe("grow-room planner", () => {
  it("gives each stage its target PPFD and photoperiod, DLI = PPFD × hours × 3600 / 10⁶", () => {
    expect(dailyLightIntegral(STAGE_DEFAULTS.propagation.ppfd, STAGE_DEFAULTS.propagation.hours)).toBeCloseTo(
      12.96,
      6,
    );
    expect(dailyLightIntegral(STAGE_DEFAULTS.vegetative.ppfd, STAGE_DEFAULTS.vegetative.hours)).toBeCloseTo(
      29.16,
      6,
    );
    expect(dailyLightIntegral(STAGE_DEFAULTS.flowering.ppfd, STAGE_DEFAULTS.flowering.hours)).toBeCloseTo(
      34.56,
      6,
    );
  });

  it("plans a 20 × 40 ft flowering room: fixtures for the target PPFD, an even grid, load, heat, air and water", () => {
    const plan = planRoom(flowering, fixture);
    // 800 ft² = 74.32 m²; 800 × 74.32 / (1,845 × 0.85) = 37.9 → 38 fixtures, laid out 8 along × 5 across.
    expect(plan.areaM2).toBeCloseTo(74.3224, 4);
    expect([plan.columns, plan.rows, plan.perTier, plan.fixtures]).toEqual([8, 5, 40, 40]);
    expect([plan.spacingAlongFt, plan.spacingAcrossFt]).toEqual([5, 4]);
    expect(plan.averagePpfd).toBeCloseTo(844.03, 2);
    expect(plan.dli).toBeCloseTo(36.46, 2);
    expect(plan.watts).toBe(25_800);
    expect(plan.ampsPerVoltage.map((v) => [v.volts, Number(v.amps.toFixed(2))])).toEqual([
      [120, 215],
      [208, 124.04],
      [240, 107.5],
      [277, 93.14],
    ]);
    // 25,800 W × 3.412 = 88,029.6 BTU/h = 7.34 tons.
    expect(plan.heatBtuPerHour).toBeCloseTo(88_029.6, 6);
    expect(plan.coolingTons).toBeCloseTo(7.3358, 4);
    // 8,000 ft³ × 20 air changes / 60 = 2,666.7 CFM.
    expect(plan.exhaustCfm).toBeCloseTo(2_666.67, 2);
    // Half of 25.8 kW for 12 h evaporates 227.46 kg of water: 480.7 pints a day.
    expect(plan.dehumidifierPintsPerDay).toBeCloseTo(480.71, 2);
  });

  it("multiplies fixtures by tiers and keeps the grid even", () => {
    const plan = planRoom({ ...flowering, tiers: 3, stage: "vegetative", ppfd: 450, hours: 18 }, fixture);
    expect(plan.fixtures).toBe(plan.perTier * 3);
    expect(layoutGrid(1, 10, 10)).toEqual({ rows: 1, columns: 1 });
    expect(layoutGrid(12, 30, 10)).toEqual({ rows: 2, columns: 6 });
  });

  it("reads capacities from product names and picks the cheapest way to meet a need", () => {
    expect(exhaustCapacity("Vortex XL 770 Inline Fan 8 in")).toEqual({ value: 700, typical: true });
    expect(exhaustCapacity("Can-Fan Max 1,065 CFM Inline Fan")).toEqual({ value: 1_065, typical: false });
    expect(exhaustCapacity("AC Infinity Clip Fan 6 in")).toBeNull();
    expect(dehumidifierCapacity("Quest Dual 940 Dehumidifier 155 Pint")).toEqual({
      value: 155,
      typical: false,
    });
    expect(rackFootprintFt2("Botanicare Max 30e Rolling Bench 5x10 ft")).toBe(50);
    expect(rackFootprintFt2("Some rack")).toBe(32);
    const small = { product: { sku: "A", priceCents: 60_000 }, capacity: { value: 155, typical: false } };
    const large = { product: { sku: "B", priceCents: 100_000 }, capacity: { value: 225, typical: false } };
    const onRequest = { product: { sku: "C", priceCents: 0 }, capacity: { value: 500, typical: false } };
    expect(pickForCapacity(480, [small, large, onRequest])).toEqual({ ...small, quantity: 4 });
    expect(pickForCapacity(480, [onRequest])).toEqual({ ...onRequest, quantity: 1 });
    expect(pickForCapacity(480, [])).toBeNull();
  });
});
