import type { SQL } from "drizzle-orm";
import type { FilterKind } from "../../core/categories.ts";
import { WATTAGE_RANGES } from "../../core/constants.ts";
import type { ListingQuery } from "../../core/listing-query.ts";
import { sql } from "../db/client.ts";
import { withoutNul } from "./search-match.ts";

type FilterQuery = Pick<ListingQuery, "sub" | "brand" | "watts" | "voltage" | "min" | "max">;

const textArray = (values: string[]) => sql`${sql.param(values.map(withoutNul))}::text[]`;

/**
 * Spec §5 'Filter matching', each applied only when the category defines the filter:
 * subcategory two-way case-insensitive substring; brand substring (case-insensitive);
 * wattage_120v inside any selected range, inclusive, products without a number excluded;
 * rated_voltage equal to a selected value, products without one excluded; price inclusive.
 */
export function filterConditions(query: FilterQuery, filters: readonly FilterKind[]): SQL[] {
  const enabled = new Set(filters);
  const conditions: SQL[] = [];
  if (enabled.has("categories") && query.sub.length > 0) {
    const wanted = query.sub.map((s) => s.toLowerCase());
    conditions.push(sql`(p.subcategory <> '' and exists (
      select 1 from unnest(${textArray(wanted)}) as f(v)
      where strpos(lower(p.subcategory), f.v) > 0 or strpos(f.v, lower(p.subcategory)) > 0))`);
  }
  if (enabled.has("brands") && query.brand.length > 0) {
    const wanted = query.brand.map((b) => b.toLowerCase());
    conditions.push(sql`exists (
      select 1 from unnest(${textArray(wanted)}) as f(v) where strpos(lower(p.brand), f.v) > 0)`);
  }
  if (enabled.has("wattage") && query.watts.length > 0) {
    const ranges = WATTAGE_RANGES.filter((r) => query.watts.includes(r.label)).map((r) =>
      Number.isFinite(r.max)
        ? sql`p.wattage_120v between ${r.min} and ${r.max}`
        : sql`p.wattage_120v >= ${r.min}`,
    );
    conditions.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  if (enabled.has("voltage") && query.voltage.length > 0) {
    conditions.push(sql`p.rated_voltage = any(${textArray(query.voltage)})`);
  }
  if (enabled.has("price")) {
    if (query.min !== undefined) conditions.push(sql`p.price_cents >= ${Math.round(query.min * 100)}`);
    if (query.max !== undefined) conditions.push(sql`p.price_cents <= ${Math.round(query.max * 100)}`);
  }
  return conditions;
}
