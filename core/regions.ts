import { CANADA_PROVINCES } from "./canada-provinces.ts";
import { MEXICO_STATES } from "./mexico-states.ts";
import { US_STATES } from "./us-states.ts";

/** Country names used by the forms (quote and checkout: the specification; contact and rebate use the first two). */
export type RegionCountry = "United States" | "Canada" | "Mexico";

export const FORM_COUNTRIES = ["United States", "Canada"] as const satisfies readonly RegionCountry[];

/** The state list for a country and its disabled placeholder ('Select a state' / 'Select a province'). */
export function regionsOf(country: string): { options: readonly string[]; placeholder: string } {
  if (country === "Canada") return { options: CANADA_PROVINCES, placeholder: "Select a province" };
  if (country === "Mexico") return { options: MEXICO_STATES, placeholder: "Select a state" };
  return { options: US_STATES, placeholder: "Select a state" };
}

/**
 * What a form says when the chosen state is not one of the chosen country's. It names both: without
 * JavaScript the state list cannot follow the country until the server renders the form again, with the
 * new country's list, and this says why the choice was refused (docs/decisions/0081).
 */
export function regionMismatchMessage(country: string, state: string): string {
  const kind = country === "Canada" ? "province" : "state";
  const place = country === "United States" ? "the United States" : country;
  return `${state} is not a ${kind} of ${place}. Choose a ${kind} from the list.`;
}

/** Whether `state` belongs to `country`'s list. */
export function isRegionOf(country: string, state: string): boolean {
  return regionsOf(country).options.includes(state);
}
