import { describe, expect, it } from "vitest";
import { z } from "zod";
import { seededRandom } from "../../../../core/seeded-random.ts";
import { parseHydrofarm } from "./hydrofarm/parse.ts";
import { parseIluminar } from "./iluminar/parse.ts";
import { FIELD_NAMES, parseMoney, type ParseResult, type RawFields } from "./raw-record.ts";
import { parseSpd } from "./spd/parse.ts";

/**
 * The zod schema the importer validated with before the hand-written checks (record rules):
 * kept here as the reference the checks must agree with, record for record and reason for reason.
 */
const scalar = z.union([z.string(), z.number()], { error: "expected text or a number" }).nullish();
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
const MONEY = new Set(["msrp", "map", "cost", "price", "wholesale"]);
const referenceSchema = z.object(
  Object.fromEntries(FIELD_NAMES.map((field) => [field, MONEY.has(field) ? money : scalar])),
);

function referenceParse(input: unknown, aliases: Record<string, keyof RawFields>): ParseResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, reason: "record is not an object" };
  }
  const source = input as Record<string, unknown>;
  const withAliases: Record<string, unknown> = { ...source };
  for (const [alias, field] of Object.entries(aliases)) {
    if (withAliases[field] === undefined && source[alias] !== undefined) withAliases[field] = source[alias];
  }
  const parsed = referenceSchema.safeParse(withAliases);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `${issue.path.join(".")}: ${issue.message}` };
  }
  const record: RawFields = {};
  for (const field of FIELD_NAMES) {
    const value = parsed.data[field] as string | number | null | undefined;
    if (value === null || value === undefined) continue;
    const text = typeof value === "number" ? String(value) : value.replaceAll("\u0000", "").trim();
    if (text !== "") record[field] = text;
  }
  if (!record.sku && !record.id && !record.item_name)
    return { ok: false, reason: "record has no sku, id or name" };
  const photos = Object.keys(source)
    .filter((key) => /^photo_\d+$/.test(key))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
    .map((key) => source[key])
    .filter((value): value is string => typeof value === "string")
    .map((value) => value.replaceAll("\u0000", "").trim())
    .filter((value) => value !== "");
  return { ok: true, record: { ...record, photos } };
}

const VALUES: unknown[] = [
  undefined,
  null,
  "",
  "   ",
  "Gavita Pro",
  " 12.50 ",
  "$1,234.56",
  "1,234 USD",
  "x.1.2",
  "Call for price",
  "-5",
  "1e3",
  "99999999",
  "a\u0000b",
  0,
  -1,
  12.5,
  1e12,
];
const NEVER_VALID: unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, true, false, {}, [], ["a"]];

function randomRecord(next: () => number): Record<string, unknown> {
  const keys = [
    ...FIELD_NAMES,
    "product_id",
    "name",
    "companyName",
    "photo_1",
    "photo_2",
    "photo_10",
    "photo_x",
  ];
  const record: Record<string, unknown> = {};
  for (const key of keys) {
    if (next() < 0.6) continue;
    const values = next() < 0.03 ? NEVER_VALID : VALUES;
    const value = values[Math.floor(next() * values.length)];
    if (value !== undefined || next() < 0.5) record[key] = value;
  }
  return record;
}

const providers = [
  ["iluminar", parseIluminar, {}],
  ["spd", parseSpd, { product_id: "id", name: "item_name" }],
  ["hydrofarm", parseHydrofarm, { companyName: "company_name" }],
] as const;

describe("record validation (fields: text or numbers; money fields amounts) agrees with the zod reference", () => {
  it.each(providers)(
    "%s: 20,000 generated records, same record or same first reason",
    (_name, parse, aliases) => {
      const next = seededRandom(20_000);
      let accepted = 0;
      for (let i = 0; i < 20_000; i += 1) {
        const input = randomRecord(next);
        const result = parse(input);
        expect({ i, input, result }).toEqual({ i, input, result: referenceParse(input, aliases) });
        if (result.ok) accepted += 1;
      }
      // Both outcomes are exercised.
      expect(accepted).toBeGreaterThan(2_000);
      expect(accepted).toBeLessThan(18_000);
    },
  );

  it.each([null, 7, "text", [], [{ sku: "A" }]])("rejects %j: 'record is not an object'", (input) => {
    expect(parseSpd(input)).toEqual({ ok: false, reason: "record is not an object" });
  });

  it("names the first failing field in order", () => {
    expect(parseSpd({ sku: "A", brand: true, msrp: "x.1.2" })).toEqual({
      ok: false,
      reason: "msrp: not a valid amount",
    });
    expect(parseSpd({ sku: "A", brand: { name: "B" } })).toEqual({
      ok: false,
      reason: "brand: expected text or a number",
    });
  });

  it("rejects a structured value a feed writer flattened to '[object Object]'", () => {
    expect(parseHydrofarm({ sku: "A", brand: "[object Object]" })).toEqual({
      ok: false,
      reason: "brand: the supplier's export wrote an object here, not its text",
    });
    expect(parseSpd({ sku: "A", category: " [object Array] " })).toEqual({
      ok: false,
      reason: "category: the supplier's export wrote an object here, not its text",
    });
  });

  it("reads an alias only when the field is missing", () => {
    const record = (input: Record<string, unknown>) => {
      const result = parseHydrofarm(input);
      return result.ok ? result.record.company_name : result.reason;
    };
    expect(record({ sku: "A", companyName: "Alias" })).toBe("Alias");
    expect(record({ sku: "A", company_name: "Field", companyName: "Alias" })).toBe("Field");
    expect(record({ sku: "A", company_name: null, companyName: "Alias" })).toBeUndefined();
  });
});

describe("money amounts ('msrp', 'map', 'cost', 'price', 'wholesale')", () => {
  /** The reading before plain amounts skipped the clean-up: every amount through it. */
  const cleanedUp = (value: string) => {
    const n = Number(value.replace(/[$,\s]/g, "").replace(/usd$/i, ""));
    return Number.isFinite(n) && n >= 0 && n <= 21_474_836.47 ? n : null;
  };

  it.each([
    "12",
    "12.50",
    "0012",
    "1094.99",
    "1e3",
    ".5",
    "12.",
    "$1,007.39",
    " 45 USD",
    "-3",
    "x",
    "99999999",
  ])("reads %j as before", (value) => {
    expect(parseMoney(value)).toBe(cleanedUp(value));
  });
});
