import { hydrofarmSubcategory } from "../../classify.ts";
import { normaliseRecord, type NormalisedProduct } from "../../normalise.ts";
import type { RawRecord } from "../raw-record.ts";

/**
 * Hydrofarm: msrp for lighting, else cost × 1.18 falling back to map then msrp (§9); Atmospheric
 * Control and Garden Accessories get their §7 subcategory defaults.
 */
export function mapHydrofarm(record: RawRecord): NormalisedProduct {
  return normaliseRecord(record, {
    provider: "hydrofarm",
    defaultBrand: "Hydrofarm",
    subcategory: hydrofarmSubcategory,
  });
}
