import { formatMoney } from "../money.ts";
import type { EnergyResult } from "./energy.ts";
import { energyFormSchema, ENERGY_DEFAULTS, type EnergyForm } from "./energy-form.ts";
import { grouped, groupedUpTo } from "./number-format.ts";

/** An energy estimate as a rebate request carries it: the inputs and the server's figures. */
export interface RebateEstimate {
  sku: string;
  fixture: string;
  ledWatts: number;
  currentCount: number;
  currentWatts: number;
  ledCount: number;
  hoursPerDay: number;
  daysPerYear: number;
  ratePerKwh: number;
  lightingKwhSaved: number;
  lightingCentsSaved: number;
  totalCentsSaved: number;
  dlcListed: boolean;
  rebate: { lowCents: number; highCents: number } | null;
}

/** The tool's inputs with their defaults filled in, as the estimate was computed. */
export function energyInputs(input: EnergyForm) {
  const currentCount = input.count ?? ENERGY_DEFAULTS.count;
  return {
    currentCount,
    currentWatts: input.watts ?? ENERGY_DEFAULTS.watts,
    ledCount: input.ledCount ?? currentCount,
    hoursPerDay: input.hours ?? ENERGY_DEFAULTS.hours,
    daysPerYear: input.days ?? ENERGY_DEFAULTS.days,
    ratePerKwh: input.rate ?? ENERGY_DEFAULTS.rate,
    coolingEer: input.eer,
  };
}

/** The energy tool's own query of its inputs (blank ones left out). */
function energyQuery(search: Record<string, string | undefined>): string {
  const names = Object.keys(energyFormSchema.shape) as (keyof EnergyForm)[];
  const query = new URLSearchParams();
  for (const name of names) {
    const value = search[name];
    if (value !== undefined && value !== "") query.set(name, value);
  }
  return query.toString();
}

/** The /rebates link that attaches an estimate: the tool's own query, so the server recomputes it. */
export function rebateRequestHref(search: Record<string, string | undefined>): string {
  return `/rebates?${energyQuery(search)}#rebate-form`;
}

/** A new rebate project started from the estimate: the tool's query fills its first fixture line. */
export function rebateProjectHref(search: Record<string, string | undefined>): string {
  return `/commercial-view/rebates?${energyQuery(search)}#new-project`;
}

export function rebateEstimate(
  fixture: { sku: string; name: string; dlcListed: boolean },
  ledWatts: number,
  input: EnergyForm,
  result: EnergyResult,
): RebateEstimate {
  const { coolingEer: _cooling, ...inputs } = energyInputs(input);
  return {
    sku: fixture.sku,
    fixture: fixture.name,
    ledWatts,
    ...inputs,
    lightingKwhSaved: Math.round(result.lightingKwhSaved),
    lightingCentsSaved: result.lightingCentsSaved,
    totalCentsSaved: result.totalCentsSaved,
    dlcListed: fixture.dlcListed,
    rebate: result.rebate,
  };
}

/** The estimate in words, for the page and the sales mail: [label, value] lines. */
export function rebateEstimateLines(e: RebateEstimate): [string, string][] {
  return [
    [
      "Upgrade",
      `${grouped(e.currentCount)} × ${grouped(e.currentWatts)} W → ${grouped(e.ledCount)} × ${e.fixture} (${e.sku}, ${grouped(e.ledWatts)} W)`,
    ],
    [
      "Running",
      `${groupedUpTo(e.hoursPerDay, 1)} h/day, ${grouped(e.daysPerYear)} days/year at $${groupedUpTo(e.ratePerKwh, 3)}/kWh`,
    ],
    ["Saved a year", `${grouped(e.lightingKwhSaved)} kWh, ${formatMoney(e.lightingCentsSaved)} on lighting`],
    [
      "Estimated rebate",
      e.rebate
        ? `${formatMoney(e.rebate.lowCents)} – ${formatMoney(e.rebate.highCents)} (DLC-listed)`
        : "Depends on DLC listing",
    ],
  ];
}
