import { parseRawRecord, type ParseResult } from "../raw-record.ts";

/** Hydrofarm sends `companyName` ('Hydrofarm-sourced extras') beside or instead of company_name. */
export function parseHydrofarm(input: unknown): ParseResult {
  return parseRawRecord(input, { company_name: ["companyName"] });
}
