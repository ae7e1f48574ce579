import type { ProductSummary } from "../catalog-types.ts";

/** What the grower tools read of a catalogue product (docs/decisions/0086, 0087). */
export interface ToolProduct extends ProductSummary {
  wattage240v: number | null;
  wattage277v: number | null;
  /** Photosynthetic photon flux from the feed's 'ppf' ('1845 µmol/s'), µmol/s; null when not given. */
  ppf: number | null;
  /** The feed's 'dlc_listed' field says the fixture is on the DesignLights Consortium list. */
  dlcListed: boolean;
}

/** '1845 µmol/s' → 1845; null when the text holds no positive number. */
export function leadingNumber(text: string | null | undefined): number | null {
  const match = /(\d[\d,]*(?:\.\d+)?)/.exec(text ?? "");
  if (!match) return null;
  const value = Number(match[1].replace(/,/g, ""));
  return value > 0 ? value : null;
}
