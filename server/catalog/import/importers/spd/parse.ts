import { parseRawRecord, type ParseResult } from "../raw-record.ts";

/** The distributor feed names its id `product_id` in places ('matched by id, sku or product_id'). */
export function parseSpd(input: unknown): ParseResult {
  return parseRawRecord(input, { id: ["product_id"], item_name: ["name"] });
}
