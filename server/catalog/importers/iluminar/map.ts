import { normaliseRecord, type NormalisedProduct } from "../../normalise.ts";
import type { RawRecord } from "../raw-record.ts";

/** Lights feed: priced at msrp, else price (§9); its products are all grow lights (§7). */
export function mapIluminar(record: RawRecord): NormalisedProduct {
  return normaliseRecord(record, { provider: "iluminar", defaultBrand: "Iluminar" });
}
