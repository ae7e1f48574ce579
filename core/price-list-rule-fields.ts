import { categoryBySlug } from "./categories.ts";
import type { PriceRule, PriceRuleKind } from "./price-rules.ts";

/** A price-list rule as staff type it, in the form or in a CSV row (docs/decisions/0099). */
export interface RuleFields {
  kind: string;
  /** Category slug, brand or sku; blank for list-wide rules and quantity breaks. */
  target: string;
  /** Percent off, e.g. '6' or '2.5'. */
  percentOff: string;
  /** Dollars, e.g. '999.00' (sku rules). */
  fixedPrice: string;
  /** From how many units (quantity breaks). */
  minQuantity: string;
}

export const RULE_KINDS: readonly PriceRuleKind[] = ["list", "category", "brand", "sku", "break"];

export const RULE_KIND_LABELS: Record<PriceRuleKind, string> = {
  list: "Everything (list-wide %)",
  category: "Category %",
  brand: "Brand %",
  sku: "SKU fixed price",
  break: "Quantity break %",
};

/** Bounds the database checks too (migration 0058): at most 90% off, a break from 2 units on. */
export const MAX_PERCENT_OFF = 90;
/** A price-list CSV is at most this big (5,000 rules of a few dozen bytes). */
export const MAX_CSV_BYTES = 512 * 1024;
const MAX_FIXED_CENTS = 100_000_000;
const MAX_BREAK_QUANTITY = 100_000;

type Parsed =
  { ok: true; rule: PriceRule } | { ok: false; errors: Partial<Record<keyof RuleFields, string>> };

function percentBp(text: string): number | null {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const bp = Math.round(Number(text) * 100);
  return bp > 0 && bp <= MAX_PERCENT_OFF * 100 ? bp : null;
}

function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents > 0 && cents <= MAX_FIXED_CENTS ? cents : null;
}

const PERCENT_MESSAGE = `Percent off: enter a number above 0 and at most ${MAX_PERCENT_OFF}, e.g. 6 or 2.5.`;

/** The rule the fields describe, or what is wrong with each field; one reading for the form and the CSV. */
export function ruleFromFields(fields: RuleFields): Parsed {
  const kind = fields.kind.trim().toLowerCase();
  const target = fields.target.trim();
  const errors: Partial<Record<keyof RuleFields, string>> = {};
  const percent = () => {
    const bp = percentBp(fields.percentOff.trim());
    if (bp === null) errors.percentOff = PERCENT_MESSAGE;
    return bp ?? 0;
  };
  const named = (what: string, max: number) => {
    if (target === "") errors.target = `Enter the ${what}.`;
    else if (target.length > max) errors.target = `The ${what} is at most ${max} characters.`;
    return target;
  };
  let rule: PriceRule;
  switch (kind) {
    case "list":
      rule = { kind, percentOffBp: percent() };
      break;
    case "category": {
      const slug = named("category slug", 80).toLowerCase();
      if (target !== "" && !categoryBySlug(slug))
        errors.target = `No storefront category '${target}'. Use a category slug, e.g. grow-lights.`;
      rule = { kind, category: slug, percentOffBp: percent() };
      break;
    }
    case "brand":
      rule = { kind, brand: named("brand", 100), percentOffBp: percent() };
      break;
    case "sku": {
      const cents = dollarsToCents(fields.fixedPrice.trim());
      if (cents === null) errors.fixedPrice = "Fixed price: enter an amount in dollars above 0, e.g. 999.00.";
      rule = { kind, sku: named("SKU", 80), fixedPriceCents: cents ?? 0 };
      break;
    }
    case "break": {
      const text = fields.minQuantity.trim();
      const quantity = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
      if (!(quantity >= 2 && quantity <= MAX_BREAK_QUANTITY))
        errors.minQuantity = "From quantity: enter a whole number of units, 2 or more.";
      rule = { kind, minQuantity: quantity, percentOffBp: percent() };
      break;
    }
    default:
      return { ok: false, errors: { kind: "Kind: choose list, category, brand, sku or break." } };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, rule };
}

/** The fields that describe a rule (what the CSV export writes and the edit forms show). */
export function fieldsOfRule(rule: PriceRule): RuleFields {
  const percent = "percentOffBp" in rule ? String(rule.percentOffBp / 100) : "";
  return {
    kind: rule.kind,
    target:
      rule.kind === "category"
        ? rule.category
        : rule.kind === "brand"
          ? rule.brand
          : rule.kind === "sku"
            ? rule.sku
            : "",
    percentOff: percent,
    fixedPrice: rule.kind === "sku" ? (rule.fixedPriceCents / 100).toFixed(2) : "",
    minQuantity: rule.kind === "break" ? String(rule.minQuantity) : "",
  };
}

/** Two rules with one key cannot both be in a list (the table's unique key; brands compared without case). */
export function ruleKey(rule: PriceRule): string {
  const { kind, target, minQuantity } = fieldsOfRule(rule);
  return `${kind}|${kind === "brand" ? target.toLowerCase() : target}|${minQuantity}`;
}

/** 'Brand Gavita: 8% off', 'SKU IL-CP: $999.00', 'From 10 units: 5% off' — for the audit log and messages. */
export function describeRule(rule: PriceRule): string {
  const { target, percentOff, fixedPrice, minQuantity } = fieldsOfRule(rule);
  switch (rule.kind) {
    case "list":
      return `Everything: ${percentOff}% off`;
    case "category":
      return `Category ${target}: ${percentOff}% off`;
    case "brand":
      return `Brand ${target}: ${percentOff}% off`;
    case "sku":
      return `SKU ${target}: $${fixedPrice}`;
    case "break":
      return `From ${minQuantity} units: ${percentOff}% off`;
  }
}
