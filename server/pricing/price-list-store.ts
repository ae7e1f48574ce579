import { and, eq, ne, sql } from "drizzle-orm";
import type { PriceRule, PriceRuleKind } from "../../core/price-rules.ts";
import type { Db } from "../db/client.ts";
import { priceListRules } from "../db/schema/pricing.ts";

/** A general (not per-sku) rule as companyPrices aggregates it: kind, target, basis points, quantity. */
export type StoredRule = [kind: PriceRuleKind, target: string, percentOffBp: number, minQuantity: number];

/** A general rule as stored, back into core's shape. */
export function toRule([kind, target, percentOffBp, minQuantity]: StoredRule): PriceRule {
  if (kind === "category") return { kind, category: target, percentOffBp };
  if (kind === "brand") return { kind, brand: target, percentOffBp };
  if (kind === "break") return { kind, minQuantity, percentOffBp };
  return { kind: "list", percentOffBp };
}

/** A stored rule row, any kind, back into core's shape. */
export function ruleOfRow(row: typeof priceListRules.$inferSelect): PriceRule {
  if (row.kind === "sku") return { kind: "sku", sku: row.target, fixedPriceCents: row.fixedPriceCents ?? 0 };
  return toRule([row.kind, row.target, row.percentOffBp ?? 0, row.minQuantity]);
}

/** The stored columns of a rule. */
export function ruleColumns(rule: PriceRule) {
  const none = { target: "", percentOffBp: null, fixedPriceCents: null, minQuantity: 1 };
  switch (rule.kind) {
    case "sku":
      return { ...none, target: rule.sku, fixedPriceCents: rule.fixedPriceCents };
    case "category":
      return { ...none, target: rule.category, percentOffBp: rule.percentOffBp };
    case "brand":
      return { ...none, target: rule.brand, percentOffBp: rule.percentOffBp };
    case "break":
      return { ...none, percentOffBp: rule.percentOffBp, minQuantity: rule.minQuantity };
    case "list":
      return { ...none, percentOffBp: rule.percentOffBp };
  }
}

/**
 * Adds a rule to a list, or replaces the list's rule for the same target (and break quantity). Brands are
 * matched without case when priced, so a brand rule also replaces one spelled in another case.
 */
export async function upsertRule(db: Db, priceListId: number, rule: PriceRule): Promise<void> {
  const columns = ruleColumns(rule);
  if (rule.kind === "brand") {
    await db
      .delete(priceListRules)
      .where(
        and(
          eq(priceListRules.priceListId, priceListId),
          eq(priceListRules.kind, "brand"),
          ne(priceListRules.target, columns.target),
          sql`lower(${priceListRules.target}) = lower(${columns.target})`,
        ),
      );
  }
  await db
    .insert(priceListRules)
    .values({ priceListId, kind: rule.kind, ...columns })
    .onConflictDoUpdate({
      target: [
        priceListRules.priceListId,
        priceListRules.kind,
        priceListRules.target,
        priceListRules.minQuantity,
      ],
      set: { percentOffBp: columns.percentOffBp, fixedPriceCents: columns.fixedPriceCents },
    });
}
