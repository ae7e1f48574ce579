import { z } from "zod";

/** PostgreSQL text cannot hold NUL, so it never leaves the parser. */
const withoutNul = (text: string) => (text.includes("\u0000") ? text.replaceAll("\u0000", "") : text);

/**
 * A supplier field as it arrives: text or a number, or blank. Objects, arrays and booleans are rejected
 * because no field of §3 can hold them. (Plain type checks: this runs for every field of every record.)
 */
const scalar = z.union([z.string(), z.number()], { error: "expected text or a number" }).nullish();

/** A money field: missing counts as 0 later (§9); text with digits that is not an amount is a bad record. */
const money = scalar
  .refine(
    (value) =>
      value === null ||
      value === undefined ||
      (typeof value === "number"
        ? parseMoney(String(value)) !== null
        : !/\d/.test(value) || parseMoney(value) !== null),
    { error: "not a valid amount" },
  )
  .optional();

/** The largest amount an integer-cents column holds ($21,474,836.47). */
const MAX_DOLLARS = 21_474_836.47;

export function parseMoney(value: string): number | null {
  const n = Number(value.replace(/[$,\s]/g, "").replace(/usd$/i, ""));
  return Number.isFinite(n) && n >= 0 && n <= MAX_DOLLARS ? n : null;
}

/** Raw supplier fields read (§3), plus the extras the feeds carry (photo_2…, spec sheet, metric sizes …). */
export const rawRecordShape = {
  id: scalar,
  sku: scalar,
  item_name: scalar,
  msrp: money,
  map: money,
  cost: money,
  price: money,
  wholesale: money,
  qty: scalar,
  image: scalar,
  category: scalar,
  subcategory: scalar,
  brand: scalar,
  company_name: scalar,
  wattage_120v: scalar,
  wattage_240v: scalar,
  wattage_277v: scalar,
  rated_voltage: scalar,
  short_description: scalar,
  long_description: scalar,
  important_notes: scalar,
  upc: scalar,
  spec_sheet: scalar,
  manual: scalar,
  weight: scalar,
  weight_metric: scalar,
  length: scalar,
  length_metric: scalar,
  width: scalar,
  width_metric: scalar,
  height: scalar,
  height_metric: scalar,
  voltage_range: scalar,
  ppf: scalar,
  ip_certification: scalar,
  efficacy: scalar,
  spectrum: scalar,
  max_temperature: scalar,
  warranty: scalar,
};

export const baseRawRecordSchema = z.object(rawRecordShape);
type FieldName = keyof typeof rawRecordShape;
const FIELD_NAMES = Object.keys(rawRecordShape) as FieldName[];

/** Every §3 field as trimmed text; blank text and null read as missing. */
export type RawFields = Partial<Record<FieldName, string>>;

function textOf(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : undefined;
  const text = withoutNul(value).trim();
  return text === "" ? undefined : text;
}

/** A validated record: the known fields plus every non-blank photo_* field in feed order. */
export interface RawRecord extends RawFields {
  photos: string[];
}

export type ParseResult = { ok: true; record: RawRecord } | { ok: false; reason: string };

const PHOTO_FIELD = /^photo_\d+$/;

/** The spec's 'every field starting photo_ that is a non-empty string', ordered photo_1, photo_2 … */
function photosOf(input: Record<string, unknown>): string[] {
  return Object.keys(input)
    .filter((key) => PHOTO_FIELD.test(key))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
    .map((key) => input[key])
    .filter((value): value is string => typeof value === "string")
    .map((value) => withoutNul(value).trim())
    .filter((value) => value !== "");
}

function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Validates one record against the §3 fields. `aliases` maps a provider's own field names onto the
 * §3 names (e.g. hydrofarm's companyName) before validation.
 */
export function parseRawRecord(input: unknown, aliases: Record<string, keyof RawFields> = {}): ParseResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, reason: "record is not an object" };
  }
  const source = input as Record<string, unknown>;
  const withAliases: Record<string, unknown> = { ...source };
  for (const [alias, field] of Object.entries(aliases)) {
    if (withAliases[field] === undefined && source[alias] !== undefined) withAliases[field] = source[alias];
  }
  const parsed = baseRawRecordSchema.safeParse(withAliases);
  if (!parsed.success) return { ok: false, reason: reasonOf(parsed.error) };
  const record: RawFields = {};
  for (const name of FIELD_NAMES) {
    const text = textOf(parsed.data[name]);
    if (text !== undefined) record[name] = text;
  }
  if (!record.sku && !record.id && !record.item_name) {
    return { ok: false, reason: "record has no sku, id or name" };
  }
  return { ok: true, record: { ...record, photos: photosOf(source) } };
}
