/** The supplier feeds, in provider-priority order. */
export const PROVIDERS = ["iluminar", "spd", "hydrofarm"] as const;
export type Provider = (typeof PROVIDERS)[number];
