import { PROVIDERS, type Provider } from "../../../../core/catalog-types.ts";
import type { ProviderRules } from "../normalise.ts";
import { parseHydrofarm } from "./hydrofarm/parse.ts";
import { hydrofarmRules } from "./hydrofarm/rules.ts";
import { parseIluminar } from "./iluminar/parse.ts";
import { iluminarRules } from "./iluminar/rules.ts";
import type { ParseResult } from "./raw-record.ts";
import { parseSpd } from "./spd/parse.ts";
import { spdRules } from "./spd/rules.ts";

export interface Importer {
  parse(input: unknown): ParseResult;
  rules: ProviderRules;
}

export const importers: Record<Provider, Importer> = {
  iluminar: { parse: parseIluminar, rules: iluminarRules },
  spd: { parse: parseSpd, rules: spdRules },
  hydrofarm: { parse: parseHydrofarm, rules: hydrofarmRules },
};

export function isProvider(value: string): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value);
}
