import { fieldsOfRule, ruleFromFields, ruleKey, type RuleFields } from "../../core/price-list-rule-fields.ts";
import type { PriceRule } from "../../core/price-rules.ts";
import { CsvSyntaxError, parseCsvRows } from "../catalog/import/csv.ts";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "../http/storable-text.ts";

/**
 * A price list as CSV (docs/decisions/0099): one rule per line under this header, e.g.
 *   kind,target,percent_off,fixed_price,min_quantity
 *   category,grow-lights,6,,
 *   sku,IL-CP,,999.00,
 *   break,,5,,10
 */
export const PRICE_LIST_CSV_HEADER = [
  "kind",
  "target",
  "percent_off",
  "fixed_price",
  "min_quantity",
] as const;
export const MAX_CSV_RULES = 5_000;

export interface CsvLineError {
  line: number;
  message: string;
}

const quoted = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);

/** The list's rules as CSV text, header first, lines ending in \r\n (RFC 4180). */
export function priceListCsv(rules: readonly PriceRule[]): string {
  const lines = [PRICE_LIST_CSV_HEADER.join(",")];
  for (const rule of rules) {
    const f = fieldsOfRule(rule);
    lines.push([f.kind, f.target, f.percentOff, f.fixedPrice, f.minQuantity].map(quoted).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * Every rule of a CSV text, or every bad line with its number (1 is the header): a file with one bad
 * line is refused whole, so an import never half-applies. Blank lines are skipped.
 */
export function parsePriceListCsv(
  text: string,
): { ok: true; rules: PriceRule[] } | { ok: false; errors: CsvLineError[] } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const errors: CsvLineError[] = [];
  const rules: PriceRule[] = [];
  const seen = new Map<string, number>();
  const header = lines[0]?.split(",").map((h) => h.trim().toLowerCase());
  if (header?.join(",") !== PRICE_LIST_CSV_HEADER.join(","))
    return {
      ok: false,
      errors: [{ line: 1, message: `The first line must be: ${PRICE_LIST_CSV_HEADER.join(",")}` }],
    };
  lines.forEach((text, index) => {
    const line = index + 1;
    if (index === 0 || text.trim() === "") return;
    if (!isStorableText(text)) {
      errors.push({ line, message: UNSTORABLE_TEXT_MESSAGE });
      return;
    }
    let row: string[];
    try {
      row = parseCsvRows(text)[0] ?? [];
    } catch (error) {
      if (!(error instanceof CsvSyntaxError)) throw error;
      errors.push({ line, message: "A stray or unclosed quote." });
      return;
    }
    if (row.length !== PRICE_LIST_CSV_HEADER.length) {
      errors.push({ line, message: `Expected ${PRICE_LIST_CSV_HEADER.length} fields, found ${row.length}.` });
      return;
    }
    const [kind, target, percentOff, fixedPrice, minQuantity] = row;
    const parsed = ruleFromFields({ kind, target, percentOff, fixedPrice, minQuantity } satisfies RuleFields);
    if (!parsed.ok) {
      errors.push({ line, message: Object.values(parsed.errors).join(" ") });
      return;
    }
    const key = ruleKey(parsed.rule);
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ line, message: `The same rule as line ${first}.` });
      return;
    }
    seen.set(key, line);
    rules.push(parsed.rule);
  });
  if (rules.length > MAX_CSV_RULES)
    errors.push({
      line: lines.length,
      message: `At most ${MAX_CSV_RULES.toLocaleString("en-US")} rules per list.`,
    });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rules };
}
