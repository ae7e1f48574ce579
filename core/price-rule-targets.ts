import type { BrandEntry } from "./catalog-types.ts";
import { CATEGORIES } from "./categories.ts";
import { MAX_LINE_QUANTITY } from "./order-request.ts";

/** One target a price-list rule may name, as the rule form offers it to pick. */
export interface RuleTarget {
  kind: "category" | "brand";
  /** What the rule stores: the category's slug or the brand's name. */
  value: string;
  /** "Category: Grow Lights (412 products)". */
  label: string;
}

const products = (n: number) => `${n} ${n === 1 ? "product" : "products"}`;

/** The categories and brands a rule can target, each with how many products it covers; categories first. */
export function ruleTargets(
  brands: readonly BrandEntry[],
  categoryCounts: Record<string, number>,
): RuleTarget[] {
  const categories = CATEGORIES.map((c) => ({
    kind: "category" as const,
    value: c.slug,
    label: `Category: ${c.name} (${products(categoryCounts[c.slug] ?? 0)})`,
  }));
  const byBrand = new Map<string, number>();
  for (const b of brands) byBrand.set(b.name, (byBrand.get(b.name) ?? 0) + b.productCount);
  const brandTargets = [...byBrand]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => ({
      kind: "brand" as const,
      value: name,
      label: `Brand: ${name} (${products(count)})`,
    }));
  return [...categories, ...brandTargets];
}

/** The "why this price" question from the price-list page's URL: a sku (trimmed, at most 100) and a quantity (1 by default). */
export function explainQuery(params: URLSearchParams): { sku: string; quantity: number } {
  const sku = (params.get("sku") ?? "").replaceAll("\0", "").trim().slice(0, 100);
  const n = Number(params.get("quantity"));
  const quantity = Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY ? n : 1;
  return { sku, quantity };
}
