/** PostgreSQL text cannot hold NUL, so it never leaves the parser. */
const withoutNul = (text: string) => (text.includes("\u0000") ? text.replaceAll("\u0000", "") : text);

/** The largest amount an integer-cents column holds ($21,474,836.47). */
const MAX_DOLLARS = 21_474_836.47;

/** Most feed amounts are plain ('1094.99'): nothing to strip. */
const PLAIN_AMOUNT = /^\d+(?:\.\d+)?$/;

export function parseMoney(value: string): number | null {
  const n = Number(PLAIN_AMOUNT.test(value) ? value : value.replace(/[$,\s]/g, "").replace(/usd$/i, ""));
  return Number.isFinite(n) && n >= 0 && n <= MAX_DOLLARS ? n : null;
}

/** Spec-table fields, kept as text in products.specs under their raw names. */
export const SPEC_FIELDS = [
  "weight",
  "weight_metric",
  "length",
  "length_metric",
  "width",
  "width_metric",
  "height",
  "height_metric",
  "voltage_range",
  "ppf",
  "ip_certification",
  "efficacy",
  "spectrum",
  "max_temperature",
  "warranty",
  // Whether the fixture is on the DesignLights Consortium list: the energy tool's rebate estimate (ADR 0086).
  "dlc_listed",
  // The fixture's DesignLights Consortium product id, where the feed gives it: a rebate project's packet (ADR 0190).
  "dlc_product_id",
] as const;

/** Raw supplier fields read, plus the extras the feeds carry (spec sheet, spec table …), in check order. */
export const FIELD_NAMES = [
  "id",
  "sku",
  "item_name",
  "msrp",
  "map",
  "cost",
  "price",
  "wholesale",
  "qty",
  "image",
  "category",
  "subcategory",
  "brand",
  "company_name",
  "wattage_120v",
  "wattage_240v",
  "wattage_277v",
  "rated_voltage",
  "short_description",
  "long_description",
  "important_notes",
  "upc",
  "spec_sheet",
  "manual",
  ...SPEC_FIELDS,
] as const;
type FieldName = (typeof FIELD_NAMES)[number];

const MONEY_FIELDS: ReadonlySet<FieldName> = new Set(["msrp", "map", "cost", "price", "wholesale"]);
const NOT_SCALAR = "expected text or a number";
const FLATTENED = "the supplier's export wrote an object here, not its text";

/** What a JavaScript object or array becomes when a feed writer turns it into text without reading it. */
const FLATTENED_VALUE = /^\[object [A-Za-z]+\]$/;
const NOT_AN_AMOUNT = "not a valid amount";

/**
 * A supplier field as it arrives: text or a (finite) number, or blank. Objects, arrays and booleans are
 * rejected because no normalised-product field can hold them.
 */
function isScalar(value: unknown): value is string | number | null | undefined {
  return (
    value === undefined ||
    value === null ||
    typeof value === "string" ||
    (typeof value === "number" && Number.isFinite(value))
  );
}

const DIGIT = /\d/;

/** A money field: missing counts as 0 later; text with digits that is not an amount is a bad record. */
function isAmount(value: string | number): boolean {
  return typeof value === "number"
    ? parseMoney(String(value)) !== null
    : !DIGIT.test(value) || parseMoney(value) !== null;
}

/** Every field as trimmed text; blank text and null read as missing. */
export type RawFields = Partial<Record<FieldName, string>>;

function textOf(value: string | number): string | undefined {
  if (typeof value === "number") return String(value);
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
  const keys: string[] = [];
  for (const key in input) {
    if (key.startsWith("photo_") && PHOTO_FIELD.test(key) && Object.hasOwn(input, key)) keys.push(key);
  }
  if (keys.length > 1) keys.sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)));
  const photos: string[] = [];
  for (const key of keys) {
    const value = input[key];
    if (typeof value !== "string") continue;
    const photo = withoutNul(value).trim();
    if (photo !== "") photos.push(photo);
  }
  return photos;
}

const rejected = (reason: string): ParseResult => ({ ok: false, reason });

/** The value of `field`, or of the first of its aliases that the record has when it has not. */
function fieldValue(source: Record<string, unknown>, field: FieldName, aliases: readonly string[]): unknown {
  const value = source[field];
  if (value !== undefined) return value;
  for (const alias of aliases) if (source[alias] !== undefined) return source[alias];
  return undefined;
}

const NO_ALIASES: readonly string[] = [];

/** A provider's own field names per field, e.g. { company_name: ["companyName"] }. */
export type FieldAliases = Partial<Record<FieldName, readonly string[]>>;

/**
 * Validates one record against the fields, checked in FIELD_NAMES order; the first failure is the
 * reason ('msrp: not a valid amount'). `aliases` name a provider's own fields standing in for a missing
 * Field (e.g. hydrofarm's companyName). Plain checks rather than a schema library: this runs for
 * every field of every record of 100,000-product feeds.
 */
export function parseRawRecord(input: unknown, aliases: FieldAliases = {}): ParseResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return rejected("record is not an object");
  }
  const source = input as Record<string, unknown>;
  const record: RawRecord = { photos: [] };
  for (const field of FIELD_NAMES) {
    const value = fieldValue(source, field, aliases[field] ?? NO_ALIASES);
    if (!isScalar(value)) return rejected(`${field}: ${NOT_SCALAR}`);
    if (value === undefined || value === null) continue;
    if (MONEY_FIELDS.has(field) && !isAmount(value)) return rejected(`${field}: ${NOT_AN_AMOUNT}`);
    const text = textOf(value);
    if (text !== undefined && FLATTENED_VALUE.test(text)) return rejected(`${field}: ${FLATTENED}`);
    if (text !== undefined) record[field] = text;
  }
  if (!record.sku && !record.id && !record.item_name) {
    return rejected("record has no sku, id or name");
  }
  record.photos = photosOf(source);
  return { ok: true, record };
}
