import { parseRawRecord, type ParseResult } from "../raw-record.ts";

/** The distributor feed names its id `product_id` in places (§7: 'matched by id, sku or product_id'). */
export function parseSpd(input: unknown): ParseResult {
  return parseRawRecord(input, { product_id: "id", name: "item_name" });
}
