import { parseRawRecord, type ParseResult } from "../raw-record.ts";

/** The original lights feed (the spec's {product}) uses the field names as they are. */
export function parseIluminar(input: unknown): ParseResult {
  return parseRawRecord(input);
}
