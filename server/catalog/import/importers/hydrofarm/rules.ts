import { hydrofarmSubcategory } from "../../classify.ts";
import type { ProviderRules } from "../../normalise.ts";

/**
 * Hydrofarm: msrp for lighting, else cost × 1.18 falling back to map then msrp; Atmospheric
 * Control and Garden Accessories get their subcategory defaults.
 */
export const hydrofarmRules: ProviderRules = {
  provider: "hydrofarm",
  defaultBrand: "Hydrofarm",
  subcategory: hydrofarmSubcategory,
};
