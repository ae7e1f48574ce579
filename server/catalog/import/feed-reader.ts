import { readFile } from "node:fs/promises";
import { MalformedCsvRecord, parseCsvRecords } from "./csv.ts";

/**
 * Where a feed comes from. `text` is a file staff uploaded at /admin/imports; `records` lets tests and
 * the seed factory import in-memory records.
 */
export type FeedInput =
  | { kind: "file"; path: string }
  | { kind: "url"; url: string }
  | { kind: "text"; text: string; label: string }
  | { kind: "records"; records: unknown[]; label?: string };

/** The feed could not be read, or is not one of the accepted shapes: the import fails as a whole. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedError";
  }
}

const FETCH_TIMEOUT_MS = 120_000;
const RECORD_KEYS = ["items", "data", "products"] as const;

export function describeFeedInput(input: FeedInput): string {
  if (input.kind === "file") return input.path;
  if (input.kind === "url") return input.url;
  if (input.kind === "text") return input.label;
  return input.label ?? "records";
}

async function readText(input: Exclude<FeedInput, { kind: "records" }>): Promise<string> {
  if (input.kind === "text") return input.text;
  if (input.kind === "file") {
    try {
      return await readFile(input.path, "utf8");
    } catch (error) {
      throw new FeedError(`cannot read ${input.path}: ${(error as Error).message}`);
    }
  }
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    throw new FeedError(`not a URL: ${input.url}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new FeedError(`not an http(s) URL: ${input.url}`);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new FeedError(`${input.url} answered ${response.status}`);
    return await response.text();
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(`cannot fetch ${input.url}: ${(error as Error).message}`);
  }
}

/** JSON: an array, or an object holding `items`, `data` or `products`. */
function recordsFromJson(text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`feed is not valid JSON: ${(error as Error).message}`);
  }
  if (Array.isArray(value)) return value;
  if (typeof value === "object" && value !== null) {
    const holder = value as Record<string, unknown>;
    for (const key of RECORD_KEYS) if (Array.isArray(holder[key])) return holder[key];
  }
  throw new FeedError(
    "feed is not an accepted shape: expected an array or an object holding items, data or products",
  );
}

/** CSV with a header row that names at least a sku or item_name column. */
function recordsFromCsv(text: string): unknown[] {
  let rows: ReturnType<typeof parseCsvRecords>;
  try {
    rows = parseCsvRecords(text);
  } catch (error) {
    throw new FeedError(`feed is not valid CSV: ${(error as Error).message}`);
  }
  const first = rows.find((row) => !(row instanceof MalformedCsvRecord));
  const header = first ? Object.keys(first) : [];
  if (!header.includes("sku") && !header.includes("item_name")) {
    throw new FeedError(
      "feed is not an accepted shape: a CSV feed needs a header row with a sku or item_name column",
    );
  }
  return rows;
}

/** Reads a feed into raw records (not yet validated). Throws FeedError when it is unreadable or of no accepted shape. */
export async function readFeed(input: FeedInput): Promise<unknown[]> {
  if (input.kind === "records") return input.records;
  const text = (await readText(input)).replace(/^\uFEFF/, "");
  const first = text.trimStart()[0];
  if (first === "[" || first === "{") return recordsFromJson(text);
  if (first === undefined) throw new FeedError("feed is empty");
  if (first === "<") throw new FeedError("feed is not an accepted shape: it looks like HTML or XML");
  return recordsFromCsv(text);
}
