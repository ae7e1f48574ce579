import { normaliseRecord, type NormalisedProduct } from "../../normalise.ts";
import type { RawRecord } from "../raw-record.ts";

/** Distributor feed: msrp for lighting categories, else map falling back to msrp (§9). */
export function mapSpd(record: RawRecord): NormalisedProduct {
  return normaliseRecord(record, { provider: "spd", defaultBrand: "SPD" });
}
