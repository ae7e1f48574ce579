import type { Provider } from "../../../core/catalog-types.ts";
import type { NormalisedProduct } from "../normalise.ts";
import { mapHydrofarm } from "./hydrofarm/map.ts";
import { parseHydrofarm } from "./hydrofarm/parse.ts";
import { mapIluminar } from "./iluminar/map.ts";
import { parseIluminar } from "./iluminar/parse.ts";
import type { ParseResult, RawRecord } from "./raw-record.ts";
import { mapSpd } from "./spd/map.ts";
import { parseSpd } from "./spd/parse.ts";

export interface Importer {
  parse(input: unknown): ParseResult;
  map(record: RawRecord): NormalisedProduct;
}

export const PROVIDERS = ["iluminar", "spd", "hydrofarm"] as const satisfies readonly Provider[];

export const importers: Record<Provider, Importer> = {
  iluminar: { parse: parseIluminar, map: mapIluminar },
  spd: { parse: parseSpd, map: mapSpd },
  hydrofarm: { parse: parseHydrofarm, map: mapHydrofarm },
};

export function isProvider(value: string): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value);
}
