/** The supplier feeds, in provider-priority order. */
export const PROVIDERS = ["iluminar", "spd", "hydrofarm"] as const;
export type Provider = (typeof PROVIDERS)[number];

/** Each supplier's name as staff and, where the shop shows suppliers, buyers read it. */
export const PROVIDER_NAMES: Record<Provider, string> = {
  iluminar: "Iluminar",
  spd: "SPD",
  hydrofarm: "Hydrofarm",
};

/** A product's provider rank: the best-ranked feed's record wins a merge (iluminar 1, spd 2, hydrofarm 3). */
export const PROVIDER_RANK = Object.fromEntries(PROVIDERS.map((provider, i) => [provider, i + 1])) as Record<
  Provider,
  number
>;
