import type { ProviderRules } from "../../normalise.ts";

/** Lights feed: priced at msrp, else price (§9); its products are all grow lights (§7). */
export const iluminarRules: ProviderRules = { provider: "iluminar", defaultBrand: "Iluminar" };
