/**
 * Energy savings of replacing HID fixtures with LEDs. Every constant and its source is in
 * docs/decisions/0086-energy-savings-and-rebates.md.
 */

/** 1 W of electrical power that ends as heat is 3.412 BTU/h (1 W = 3.41214 BTU/h, NIST SP 811). */
export const BTU_PER_HOUR_PER_WATT = 3.412;
/** A ton of refrigeration removes 12,000 BTU/h (ASHRAE). */
export const BTU_PER_HOUR_PER_TON = 12_000;

/** HID fixtures' draw at the wall, lamp plus ballast ('1000 W DE ≈ 1,100 W at the wall'). */
export const HID_PRESETS = [
  { label: "1000 W DE HPS", wallWatts: 1_100 },
  { label: "1000 W SE HPS", wallWatts: 1_100 },
  { label: "600 W HPS", wallWatts: 660 },
  { label: "400 W MH", wallWatts: 458 },
  { label: "315 W CMH", wallWatts: 345 },
] as const;

/** The one-line estimate on LED product pages replaces this at these hours and rate. */
export const PRODUCT_PAGE_ESTIMATE = {
  hidLabel: "1000 W HPS",
  wallWatts: 1_100,
  hoursPerDay: 12,
  daysPerYear: 365,
  ratePerKwh: 0.15,
} as const;

/**
 * Utility rebates for DLC-listed horticultural LEDs, as the rebates page quotes them: commonly $0.10–$0.25
 * per kWh saved in the first year, and typically covering 30–70% of the equipment's cost, so the
 * estimate is capped at 70% of it.
 */
export const REBATE_PER_KWH_LOW = 0.1;
export const REBATE_PER_KWH_HIGH = 0.25;
export const REBATE_MAX_SHARE_OF_COST = 0.7;

export interface EnergyInput {
  currentCount: number;
  /** Watts at the wall of one current fixture. */
  currentWatts: number;
  ledCount: number;
  /** Watts of one LED fixture, from the feed. */
  ledWatts: number;
  hoursPerDay: number;
  daysPerYear: number;
  /** Dollars per kWh. */
  ratePerKwh: number;
  /** Cooling efficiency as EER (BTU/h of cooling per W of input); none leaves cooling energy out. */
  coolingEer?: number;
  /** One LED fixture's price in cents (list price; 0 when priced on request). */
  ledUnitPriceCents: number;
  /** Whether the feed says the LED is DLC-listed. */
  dlcListed: boolean;
}

export interface EnergyResult {
  currentKwhPerYear: number;
  ledKwhPerYear: number;
  /** Lighting kWh saved a year (may be negative when the LEDs draw more). */
  lightingKwhSaved: number;
  /** Lighting dollars saved a year, in cents. */
  lightingCentsSaved: number;
  /** Heat no longer to remove while the lights are on. */
  heatBtuPerHourSaved: number;
  coolingTonsSaved: number;
  /** Cooling energy and cost saved a year; null without a cooling efficiency. */
  coolingKwhSaved: number | null;
  coolingCentsSaved: number | null;
  /** Lighting plus cooling, in cents. */
  totalCentsSaved: number;
  /** The LEDs' cost in cents (null when the fixture is priced on request). */
  ledCostCents: number | null;
  /** Months until the savings repay the LEDs' cost; null without a price or without savings. */
  paybackMonths: number | null;
  /** Estimated rebate range in cents, DLC-listed fixtures only. */
  rebate: { lowCents: number; highCents: number } | null;
  /** Payback after the low rebate estimate; null without a rebate estimate. */
  paybackMonthsAfterRebate: number | null;
}

/** kWh a year of `count` fixtures of `watts` each. */
export function kwhPerYear(count: number, watts: number, hoursPerDay: number, daysPerYear: number): number {
  return (count * watts * hoursPerDay * daysPerYear) / 1000;
}

function payback(costCents: number, savedCentsPerYear: number): number | null {
  if (savedCentsPerYear <= 0) return null;
  return Math.max(0, costCents) / (savedCentsPerYear / 12);
}

export function energySavings(input: EnergyInput): EnergyResult {
  const currentKwhPerYear = kwhPerYear(
    input.currentCount,
    input.currentWatts,
    input.hoursPerDay,
    input.daysPerYear,
  );
  const ledKwhPerYear = kwhPerYear(input.ledCount, input.ledWatts, input.hoursPerDay, input.daysPerYear);
  const lightingKwhSaved = currentKwhPerYear - ledKwhPerYear;
  const lightingCentsSaved = Math.round(lightingKwhSaved * input.ratePerKwh * 100);
  const wattsSaved = input.currentCount * input.currentWatts - input.ledCount * input.ledWatts;
  const heatBtuPerHourSaved = wattsSaved * BTU_PER_HOUR_PER_WATT;
  const coolingKwhSaved =
    input.coolingEer === undefined
      ? null
      : (heatBtuPerHourSaved / input.coolingEer / 1000) * input.hoursPerDay * input.daysPerYear;
  const coolingCentsSaved =
    coolingKwhSaved === null ? null : Math.round(coolingKwhSaved * input.ratePerKwh * 100);
  const totalCentsSaved = lightingCentsSaved + (coolingCentsSaved ?? 0);
  const ledCostCents = input.ledUnitPriceCents > 0 ? input.ledUnitPriceCents * input.ledCount : null;
  const rebate =
    input.dlcListed && lightingKwhSaved > 0
      ? {
          lowCents: rebateCents(lightingKwhSaved, REBATE_PER_KWH_LOW, ledCostCents),
          highCents: rebateCents(lightingKwhSaved, REBATE_PER_KWH_HIGH, ledCostCents),
        }
      : null;
  return {
    currentKwhPerYear,
    ledKwhPerYear,
    lightingKwhSaved,
    lightingCentsSaved,
    heatBtuPerHourSaved,
    coolingTonsSaved: heatBtuPerHourSaved / BTU_PER_HOUR_PER_TON,
    coolingKwhSaved,
    coolingCentsSaved,
    totalCentsSaved,
    ledCostCents,
    paybackMonths: ledCostCents === null ? null : payback(ledCostCents, totalCentsSaved),
    rebate,
    paybackMonthsAfterRebate:
      ledCostCents === null || rebate === null
        ? null
        : payback(ledCostCents - rebate.lowCents, totalCentsSaved),
  };
}

function rebateCents(kwh: number, perKwh: number, costCents: number | null): number {
  const cents = Math.round(kwh * perKwh * 100);
  return costCents === null ? cents : Math.min(cents, Math.round(costCents * REBATE_MAX_SHARE_OF_COST));
}

/** Dollars a year one LED of `ledWatts` saves in place of a 1000 W HPS at 12 h/day and $0.15/kWh; null when none. */
export function productPageSavingsCents(ledWatts: number): number | null {
  const e = PRODUCT_PAGE_ESTIMATE;
  const kwh = kwhPerYear(1, e.wallWatts - ledWatts, e.hoursPerDay, e.daysPerYear);
  return kwh > 0 ? Math.round(kwh * e.ratePerKwh * 100) : null;
}

/** Values the feed writes for a DLC-listed fixture ('Yes', 'true', 'DLC Listed', 'DLC Premium', 'Standard'). */
export function isDlcListed(text: string | null | undefined): boolean {
  const value = (text ?? "").trim().toLowerCase();
  if (value === "" || /^(no|false|n|0|none|not listed|pending)$/.test(value)) return false;
  return /^(yes|true|y|1|listed|dlc|dlc listed|dlc[- ]?premium|dlc[- ]?standard|premium|standard|hort|dlc hort\w*)$/.test(
    value,
  );
}

/** The tool's URL for a fixture and one replaced HID fixture (the product page's link). */
export function energyToolHref(sku: string): string {
  const e = PRODUCT_PAGE_ESTIMATE;
  const query = new URLSearchParams({
    count: "1",
    watts: String(e.wallWatts),
    sku,
    ledCount: "1",
    hours: String(e.hoursPerDay),
    days: String(e.daysPerYear),
    rate: String(e.ratePerKwh),
  });
  return `/tools/energy-savings?${query.toString()}`;
}
