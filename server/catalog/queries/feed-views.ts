import type { SQL } from "drizzle-orm";
import type { Provider } from "../../../core/catalog-types.ts";
import { result, selectRows, sql, type Db, type RowOf } from "../../db/client.ts";
import { products } from "../../db/schema/catalog.ts";
import { escapeLike, normaliseQuery, supplierTextMatch } from "./search-match.ts";

/** Hydrofarm category names compared without case and punctuation ('nutrients additives'). */
export function hydrofarmCategoryKey(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

/** Hydrofarm's categories, as the spec's search terms and productscat parameter name them. */
export const HYDROFARM_CATEGORIES = [
  "Lighting",
  "Hydroponics",
  "Nutrients & Additives",
  "Growing Media",
  "Atmospheric Control",
  "Garden Accessories",
  "Harvest/Post-Harvest",
] as const;

const hydrofarmKeys = new Map(HYDROFARM_CATEGORIES.map((c) => [hydrofarmCategoryKey(c), c]));

/** 'nutrients additives' → 'Nutrients & Additives'; undefined for a term that names no category. */
export function hydrofarmCategory(term: string): string | undefined {
  return hydrofarmKeys.get(hydrofarmCategoryKey(term));
}

export interface FeedQuery {
  provider: Provider;
  /** Text contained in name, sku, brand or category/company name (case-insensitive). */
  search?: string;
  /** A hydrofarm category (compared like hydrofarmCategoryKey). */
  hydrofarmCategory?: string;
  limit: number;
  offset: number;
}

/** A product as the spec's feed endpoints return it ('Normalised product' field names). */
export type FeedRow = Record<string, unknown>;

const feedShape = {
  id: result.text(),
  sku: products.sku,
  name: products.name,
  category: products.category,
  subcategory: products.subcategory,
  brand: products.brand,
  company_name: products.companyName,
  provider: products.provider,
  price_cents: products.priceCents,
  msrp_cents: products.msrpCents,
  map_cents: products.mapCents,
  qty: products.qty,
  image: products.image,
  images: products.images,
  upc: products.upc,
  spec_sheet: products.specSheet,
  manual: products.manual,
  short_description: products.shortDescription,
  long_description: products.longDescription,
  important_notes: products.importantNotes,
  specs: products.specs,
  wattage_120v: products.wattage120v,
  wattage_240v: products.wattage240v,
  wattage_277v: products.wattage277v,
  rated_voltage: products.ratedVoltage,
  sales: products.sales,
  total: result.int,
};

type FeedDbRow = RowOf<typeof feedShape>;

const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

export function toFeedRow(row: FeedDbRow): FeedRow {
  const photos = Object.fromEntries(row.images.map((url, i) => [`photo_${i + 1}`, url]));
  const out: FeedRow = {
    id: row.id,
    sku: row.sku,
    item_name: row.name,
    category: row.category,
    subcategory: row.subcategory,
    msrp: dollars(row.msrp_cents),
    map: dollars(row.map_cents),
    price: row.price_cents / 100,
    image: row.image,
    images: row.images,
    ...photos,
    upc: row.upc,
    spec_sheet: row.spec_sheet,
    manual: row.manual,
    long_description: row.long_description,
    short_description: row.short_description,
    important_notes: row.important_notes,
    ...row.specs,
    brand: row.brand,
    company_name: row.company_name,
    wattage_120v: row.wattage_120v,
    wattage_240v: row.wattage_240v,
    wattage_277v: row.wattage_277v,
    rated_voltage: row.rated_voltage,
    sales: row.sales,
    apiProvider: row.provider,
    provider: row.provider,
  };
  // Supplier cost and wholesale never leave the server (docs/decisions/0050).
  if (row.provider === "hydrofarm") {
    Object.assign(out, {
      qty: row.qty,
      companyName: row.company_name,
    });
  }
  return out;
}

/**
 * Rows of `provider` whose search text (name, sku, brand, category, company name) contains `lq`. A listed
 * row is found through its supplier's trigram index on catalog_entries, a row outranked by another supplier's through
 * products' partial one (migration 0017): products keeps no trigram index over every row.
 */
function feedTextMatch(provider: Provider, lq: string): SQL {
  const pattern = `%${escapeLike(lq)}%`;
  return sql`p.id in (
    select e.product_id from catalog_entries e where ${supplierTextMatch(provider, pattern, "e")}
    union all
    select q.id from products q
    where q.provider = ${provider} and not q.is_primary and not q.discontinued and q.search_text like ${pattern})`;
}

/** One supplier's current (not discontinued) products, optionally searched, in sku order. */
export async function feedProducts(db: Db, query: FeedQuery): Promise<{ items: FeedRow[]; total: number }> {
  const conditions: SQL[] = [sql`p.provider = ${query.provider}`, sql`not p.discontinued`];
  const lq = normaliseQuery(query.search ?? "");
  if (lq) conditions.push(feedTextMatch(query.provider, lq));
  if (query.hydrofarmCategory) {
    conditions.push(
      sql`regexp_replace(lower(p.category), '[^a-z0-9]+', '', 'g') = ${hydrofarmCategoryKey(query.hydrofarmCategory)}`,
    );
  }
  const rows = await selectRows(
    db,
    feedShape,
    sql`select coalesce(p.source_id, p.sku) as id, p.sku, p.name, p.category, p.subcategory, p.brand,
          p.company_name, p.provider, p.price_cents, p.msrp_cents, p.map_cents, p.qty, p.image, p.images, p.upc, p.spec_sheet, p.manual,
          p.short_description, p.long_description, p.important_notes, p.specs,
          p.wattage_120v::float8 as wattage_120v, p.wattage_240v::float8 as wattage_240v,
          p.wattage_277v::float8 as wattage_277v, p.rated_voltage, p.sales,
          (count(*) over ())::int as total
        from products p where ${sql.join(conditions, sql` and `)}
        order by p.sku limit ${query.limit} offset ${query.offset}`,
  );
  const total =
    rows[0]?.total ??
    (query.offset > 0
      ? (
          await selectRows(
            db,
            { n: result.int },
            sql`select count(*)::int as n from products p where ${sql.join(conditions, sql` and `)}`,
          )
        )[0].n
      : 0);
  return { items: rows.map(toFeedRow), total };
}

export interface HierarchyEntry {
  category: string;
  brand_list: { name: string }[];
  /** The category's most frequent brand; the lights feed's entries carry it. */
  brand?: string;
}

/** Categories of one supplier with the brands in each (the specification /api/categories/hierarchy). */
export async function categoryHierarchy(db: Db, provider: Provider): Promise<HierarchyEntry[]> {
  const rows = await selectRows(
    db,
    { category: products.category, brands: result.textsOrNull, main_brand: result.textOrNull },
    sql`select p.category, array_agg(distinct p.brand order by p.brand) filter (where p.brand <> '') as brands,
          mode() within group (order by p.brand) filter (where p.brand <> '') as main_brand
        from products p where p.provider = ${provider} and not p.discontinued
        group by p.category order by p.category`,
  );
  return rows.map((r) => ({
    category: r.category,
    brand_list: (r.brands ?? []).map((name) => ({ name })),
    ...(provider === "iluminar" && r.main_brand ? { brand: r.main_brand } : {}),
  }));
}
