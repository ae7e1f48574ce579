import type { ProviderRules } from "../../normalise.ts";

/** Distributor feed: msrp for lighting categories, else map falling back to msrp (§9). */
export const spdRules: ProviderRules = { provider: "spd", defaultBrand: "SPD" };
