import type { SQL } from "drizzle-orm";
import type { Facets } from "../../../core/catalog-types.ts";
import type { FilterKind } from "../../../core/categories.ts";
import { WATTAGE_RANGES } from "../../../core/constants.ts";
import type { ListingQuery } from "../../../core/listing-query.ts";
import { result, selectRows, sql, type Db } from "../../db/client.ts";
import { withoutNul } from "./search-match.ts";

type FilterQuery = Pick<ListingQuery, "sub" | "brand" | "watts" | "voltage" | "min" | "max" | "stock">;

const textArray = (values: string[]) => sql`${sql.param(values.map(withoutNul))}::text[]`;

/** 'subcategory filter is a two-way case-insensitive substring match' on p.subcategory. */
function subcategoryMatch(wanted: string[]): SQL {
  const lowered = wanted.map((s) => s.toLowerCase());
  return sql`(p.subcategory <> '' and exists (
    select 1 from unnest(${textArray(lowered)}) as f(v)
    where strpos(lower(p.subcategory), f.v) > 0 or strpos(f.v, lower(p.subcategory)) > 0))`;
}

/** 'brand filter is a substring match' (case-insensitive) on p.brand. */
function brandMatch(wanted: string[]): SQL {
  const lowered = wanted.map((b) => b.toLowerCase());
  return sql`exists (
    select 1 from unnest(${textArray(lowered)}) as f(v) where strpos(lower(p.brand), f.v) > 0)`;
}

/** How the text filters (subcategory, brand) become conditions on rows aliased p. */
interface TextFilters {
  subcategory(wanted: string[]): SQL;
  brand(wanted: string[]): SQL;
}

const substringFilters: TextFilters = { subcategory: subcategoryMatch, brand: brandMatch };

/** One condition of a listing's filters, with the filter it comes from (facets count without their own). */
export interface FilterCondition {
  kind: FilterKind;
  condition: SQL;
}

export const conditionsOf = (filters: readonly FilterCondition[]): SQL[] => filters.map((f) => f.condition);

/**
 * 'Filter matching', each applied only when the category defines the filter:
 * subcategory two-way case-insensitive substring; brand substring (case-insensitive);
 * wattage_120v inside any selected range, inclusive, products without a number excluded;
 * rated_voltage equal to a selected value, products without one excluded; price inclusive.
 */
export function filterConditions(
  query: FilterQuery,
  filters: readonly FilterKind[],
  text: TextFilters = substringFilters,
): FilterCondition[] {
  const enabled = new Set(filters);
  const conditions: FilterCondition[] = [];
  const add = (kind: FilterKind, condition: SQL) => conditions.push({ kind, condition });
  if (enabled.has("categories") && query.sub.length > 0) add("categories", text.subcategory(query.sub));
  if (enabled.has("brands") && query.brand.length > 0) add("brands", text.brand(query.brand));
  if (enabled.has("wattage") && query.watts.length > 0) {
    const ranges = WATTAGE_RANGES.filter((r) => query.watts.includes(r.label)).map((r) =>
      Number.isFinite(r.max)
        ? sql`p.wattage_120v between ${r.min} and ${r.max}`
        : sql`p.wattage_120v >= ${r.min}`,
    );
    add("wattage", sql`(${sql.join(ranges, sql` or `)})`);
  }
  if (enabled.has("voltage") && query.voltage.length > 0) {
    add("voltage", sql`p.rated_voltage = any(${textArray(query.voltage)})`);
  }
  if (enabled.has("price")) {
    if (query.min !== undefined) add("price", sql`p.price_cents >= ${Math.round(query.min * 100)}`);
    if (query.max !== undefined) add("price", sql`p.price_cents <= ${Math.round(query.max * 100)}`);
  }
  // Every listing offers it: the partial in-stock indexes serve it.
  if (query.stock === "in") add("stock", sql`p.qty > 0`);
  return conditions;
}

/**
 * filterConditions for a category whose facets list every subcategory and brand its products carry
 * (category_facets, built from the same rows): the substring rules are first applied, by the same SQL,
 * to those few values, so the rows are then matched by equality, which an index serves. Empty text is
 * a candidate too, since facets leave it out but a filter value without characters matches it.
 */
export async function categoryFilterConditions(
  db: Db,
  query: FilterQuery,
  filters: readonly FilterKind[],
  facets: Facets,
): Promise<FilterCondition[]> {
  const enabled = new Set(filters);
  const resolveSub = enabled.has("categories") && query.sub.length > 0;
  const resolveBrand = enabled.has("brands") && query.brand.length > 0;
  if (!resolveSub && !resolveBrand) return filterConditions(query, filters);
  const candidates = (values: Facets["brands"]) => textArray(["", ...values.map((v) => v.value)]);
  const [selected] = await selectRows(
    db,
    { subcategories: result.texts, brands: result.texts },
    sql`select
      array(select p.subcategory from unnest(${candidates(facets.subcategories)}) as p(subcategory)
            where ${resolveSub ? subcategoryMatch(query.sub) : sql`false`}) as subcategories,
      array(select p.brand from unnest(${candidates(facets.brands)}) as p(brand)
            where ${resolveBrand ? brandMatch(query.brand) : sql`false`}) as brands`,
  );
  return filterConditions(query, filters, {
    subcategory: () => sql`p.subcategory = any(${textArray(selected.subcategories)})`,
    brand: () => sql`p.brand = any(${textArray(selected.brands)})`,
  });
}
