import type { ProviderRules } from "../../normalise.ts";

/** Distributor feed: msrp for lighting categories, else map falling back to msrp. */
export const spdRules: ProviderRules = { provider: "spd", defaultBrand: "SPD" };
