import type { SQL } from "drizzle-orm";
import type { FacetValue, Facets } from "../../../core/catalog-types.ts";
import type { CategoryDefinition, FilterKind } from "../../../core/categories.ts";
import { VOLTAGE_OPTIONS, WATTAGE_RANGES } from "../../../core/constants.ts";
import { result, selectRows, sql, type Db } from "../../db/client.ts";
import { catalogEntryCategories } from "../../db/schema/listing.ts";

/** Every filter applies when a listing has no category (all products, search results). */
export const ALL_FILTERS: FilterKind[] = ["categories", "brands", "wattage", "voltage", "price", "stock"];

/** The one value of the in-stock facet (the URL's stock=in). */
export const IN_STOCK = "in";

/** category_facets key of the whole catalogue (no real slug contains an underscore). */
export const ALL_PRODUCTS_KEY = "_all";

/** Default price-filter maximum when a listing has no priced product. */
export const DEFAULT_PRICE_MAX = 3000;

/** What one aggregate pass learns about a set of products. */
export interface FacetCounts {
  productCount: number;
  maxPriceCents: number;
  subcategories: Map<string, number>;
  brands: Map<string, number>;
  voltages: Map<string, number>;
  wattages: Map<number, number>;
  /** Products with a feed quantity above 0. */
  inStock: number;
}

export function emptyFacetCounts(): FacetCounts {
  return {
    productCount: 0,
    maxPriceCents: 0,
    subcategories: new Map(),
    brands: new Map(),
    voltages: new Map(),
    wattages: new Map(),
    inStock: 0,
  };
}

/** 'Default maximum for available filters: 3000, or the highest price rounded up to the next 100.' */
export function priceFilterMax(maxPriceCents: number): number {
  return maxPriceCents > 0 ? Math.ceil(maxPriceCents / 100 / 100) * 100 : DEFAULT_PRICE_MAX;
}

/** Wattage range chips, inclusive at both ends ('500-1000W' and '1000W+' both hold 1000). */
export function inWattageRange(watts: number, range: { min: number; max: number }): boolean {
  return watts >= range.min && watts <= range.max;
}

const byText = (a: string, b: string) =>
  a.localeCompare(b, "en", { sensitivity: "base" }) || a.localeCompare(b);

function sortedValues(counts: Map<string, number>, fallback: readonly string[]): FacetValue[] {
  if (counts.size === 0) return fallback.map((value) => ({ value, count: 0 }));
  return [...counts].sort(([a], [b]) => byText(a, b)).map(([value, count]) => ({ value, count }));
}

/**
 * Filter values a listing offers ('Filter availability derives from loaded products'):
 * subcategories and brands sorted, numeric wattages high to low, voltages; the category's own
 * lists when its products offer none. Filters the category does not define come back empty.
 */
export function buildFacets(counts: FacetCounts, category: CategoryDefinition | undefined): Facets {
  const filters = new Set(category?.filters ?? ALL_FILTERS);
  const watts = [...counts.wattages].sort(([a], [b]) => b - a);
  return {
    subcategories: filters.has("categories")
      ? sortedValues(counts.subcategories, category?.subcategories ?? [])
      : [],
    brands: filters.has("brands") ? sortedValues(counts.brands, category?.brands ?? []) : [],
    wattageRanges: filters.has("wattage")
      ? WATTAGE_RANGES.map((range) => ({
          value: range.label,
          count: watts.reduce((sum, [w, n]) => (inWattageRange(w, range) ? sum + n : sum), 0),
        }))
      : [],
    voltages: filters.has("voltage") ? sortedValues(counts.voltages, category ? VOLTAGE_OPTIONS : []) : [],
    inStock: [{ value: IN_STOCK, count: counts.inStock }],
    wattages: filters.has("wattage") ? watts.map(([w]) => w) : [],
    price: { min: 0, max: priceFilterMax(counts.maxPriceCents) },
  };
}

/** The facet values of one listed product, as facetColumns reads them. */
export interface FacetedProduct {
  subcategory: string;
  brand: string;
  voltage: string | null;
  watts: number | null;
  price_cents: number;
  in_stock: boolean;
}

const increment = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Counts one product into `counts`, as aggregateFacets counts a row (blank values count for no facet). */
export function countFacets(counts: FacetCounts, product: FacetedProduct): void {
  counts.productCount += 1;
  counts.maxPriceCents = Math.max(counts.maxPriceCents, product.price_cents);
  if (product.subcategory) increment(counts.subcategories, product.subcategory);
  if (product.brand) increment(counts.brands, product.brand);
  if (product.voltage) increment(counts.voltages, product.voltage);
  if (product.watts !== null) increment(counts.wattages, product.watts);
  if (product.in_stock) counts.inStock += 1;
}

/** The columns grouping sets leave out read null. */
const aggregateShape = {
  scope: result.text(),
  subcategory: result.textOrNull,
  brand: result.textOrNull,
  voltage: result.textOrNull,
  watts: catalogEntryCategories.wattage120v,
  in_stock: result.boolOrNull,
  grouping: result.int,
  n: result.int,
  max_price: result.intOrNull,
};

/**
 * One pass over `scoped` (a subquery with columns scope, subcategory, brand, voltage, watts,
 * price_cents) counting every facet value per scope.
 */
export async function aggregateFacets(db: Db, scoped: SQL): Promise<Map<string, FacetCounts>> {
  const rows = await selectRows(
    db,
    aggregateShape,
    sql`select scope, subcategory, brand, voltage, watts, in_stock,
          grouping(subcategory, brand, voltage, watts, in_stock)::int as grouping,
          count(*)::int as n, max(price_cents)::int as max_price
        from (${scoped}) as scoped
        group by grouping sets ((scope), (scope, subcategory), (scope, brand), (scope, voltage), (scope, watts),
          (scope, in_stock))`,
  );
  const byScope = new Map<string, FacetCounts>();
  for (const row of rows) {
    let counts = byScope.get(row.scope);
    if (!counts) byScope.set(row.scope, (counts = emptyFacetCounts()));
    // grouping() sets one bit per column left out of the set, subcategory being the highest (16).
    switch (row.grouping) {
      case 31:
        counts.productCount = row.n;
        counts.maxPriceCents = row.max_price ?? 0;
        break;
      case 15:
        if (row.subcategory) counts.subcategories.set(row.subcategory, row.n);
        break;
      case 23:
        if (row.brand) counts.brands.set(row.brand, row.n);
        break;
      case 27:
        if (row.voltage) counts.voltages.set(row.voltage, row.n);
        break;
      case 29:
        if (row.watts !== null) counts.wattages.set(row.watts, row.n);
        break;
      case 30:
        if (row.in_stock) counts.inStock = row.n;
        break;
    }
  }
  return byScope;
}

/** Columns aggregateFacets expects, read from products aliased p. */
export const facetColumns = sql.raw(
  `p.subcategory, p.brand, nullif(p.rated_voltage, '') as voltage, p.wattage_120v::float8 as watts, p.price_cents,
   coalesce(p.qty > 0, false) as in_stock`,
);
