import type { ProviderRules } from "../../normalise.ts";

/** Lights feed: priced at msrp, else price; its products are all grow lights. */
export const iluminarRules: ProviderRules = { provider: "iluminar", defaultBrand: "Iluminar" };
