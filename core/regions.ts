import { CANADA_PROVINCES } from "./canada-provinces.ts";
import { MEXICO_STATES } from "./mexico-states.ts";
import { US_STATES } from "./us-states.ts";

/** Country names used by the forms (quote and checkout: spec §9; contact and rebate use the first two). */
export type RegionCountry = "United States" | "Canada" | "Mexico";

export const FORM_COUNTRIES = ["United States", "Canada"] as const satisfies readonly RegionCountry[];

/** The state list for a country and its disabled placeholder (spec §5 'Select a state' / 'Select a province'). */
export function regionsOf(country: string): { options: readonly string[]; placeholder: string } {
  if (country === "Canada") return { options: CANADA_PROVINCES, placeholder: "Select a province" };
  if (country === "Mexico") return { options: MEXICO_STATES, placeholder: "Select a state" };
  return { options: US_STATES, placeholder: "Select a state" };
}

/** Whether `state` belongs to `country`'s list. */
export function isRegionOf(country: string, state: string): boolean {
  return regionsOf(country).options.includes(state);
}
