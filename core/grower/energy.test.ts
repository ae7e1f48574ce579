import { describe, expect, it } from "vitest";
import {
  BTU_PER_HOUR_PER_WATT,
  energySavings,
  isDlcListed,
  kwhPerYear,
  productPageSavingsCents,
  type EnergyInput,
} from "./energy.ts";

/** the worked check: 10 × 1,100 W → 10 × 650 W, 12 h a day, 365 days, $0.15/kWh. */
const workedCheck: EnergyInput = {
  currentCount: 10,
  currentWatts: 1_100,
  ledCount: 10,
  ledWatts: 650,
  hoursPerDay: 12,
  daysPerYear: 365,
  ratePerKwh: 0.15,
  ledUnitPriceCents: 80_000,
  dlcListed: false,
};

describe("energy savings", () => {
  it("saves 19,710 kWh and $2,956.50 a year on lighting alone in the worked check", () => {
    const result = energySavings(workedCheck);
    expect(result.currentKwhPerYear).toBe(48_180);
    expect(result.ledKwhPerYear).toBe(28_470);
    expect(result.lightingKwhSaved).toBe(19_710);
    expect(result.lightingCentsSaved).toBe(295_650);
    expect(result.coolingKwhSaved).toBeNull();
    expect(result.totalCentsSaved).toBe(295_650);
  });

  it("counts 3.412 BTU/h of heat per watt (NIST: 1 W = 3.41214 BTU/h) and its cooling at the given EER", () => {
    expect(BTU_PER_HOUR_PER_WATT).toBe(3.412);
    const result = energySavings({ ...workedCheck, coolingEer: 10 });
    // 4,500 W less light is 15,354 BTU/h, 1.2795 tons; at EER 10 that is 1,535.4 W of cooling for 4,380 h.
    expect(result.heatBtuPerHourSaved).toBeCloseTo(15_354, 6);
    expect(result.coolingTonsSaved).toBeCloseTo(1.2795, 6);
    expect(result.coolingKwhSaved).toBeCloseTo(6_725.052, 6);
    expect(result.coolingCentsSaved).toBe(100_876);
    expect(result.totalCentsSaved).toBe(295_650 + 100_876);
  });

  it("pays back the LEDs' price from the yearly savings", () => {
    // $8,000 of fixtures / ($2,956.50 / 12) a month = 32.47 months.
    expect(energySavings(workedCheck).paybackMonths).toBeCloseTo(32.4708, 3);
    expect(energySavings({ ...workedCheck, ledUnitPriceCents: 0 }).paybackMonths).toBeNull();
    expect(energySavings({ ...workedCheck, ledWatts: 1_200 }).paybackMonths).toBeNull();
  });

  it("estimates a rebate only for a DLC-listed fixture: $0.10–$0.25 per first-year kWh, at most 70% of cost", () => {
    expect(energySavings(workedCheck).rebate).toBeNull();
    const listed = energySavings({ ...workedCheck, dlcListed: true });
    expect(listed.rebate).toEqual({ lowCents: 197_100, highCents: 492_750 });
    // $8,000 − $1,971 = $6,029 over $246.375 a month.
    expect(listed.paybackMonthsAfterRebate).toBeCloseTo(24.4708, 3);
    const cheap = energySavings({ ...workedCheck, dlcListed: true, ledUnitPriceCents: 30_000 });
    expect(cheap.rebate).toEqual({ lowCents: 197_100, highCents: 210_000 });
  });

  it("gives the product page's one-line estimate against a 1000 W HPS (1,100 W at the wall)", () => {
    expect(kwhPerYear(1, 450, 12, 365)).toBe(1_971);
    expect(productPageSavingsCents(650)).toBe(29_565);
    expect(productPageSavingsCents(1_100)).toBeNull();
  });

  it("reads the feed's DLC listing", () => {
    for (const yes of ["Yes", "true", "DLC Listed", "DLC Premium", "Standard"])
      expect(isDlcListed(yes)).toBe(true);
    for (const no of ["", "No", "false", "Pending", null, "maybe"]) expect(isDlcListed(no)).toBe(false);
  });
});
