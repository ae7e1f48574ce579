import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { CATEGORIES, categoryBySlug } from "../../core/categories.ts";
import { queryRows, sql, type Db } from "../db/client.ts";
import { brandRows, writeBrands, type BrandedProduct } from "./brands-directory.ts";
import { catalogWords, writeCatalogWords } from "./catalog-words.ts";
import {
  ALL_PRODUCTS_KEY,
  buildFacets,
  countFacets,
  emptyFacetCounts,
  type FacetCounts,
  type FacetedProduct,
} from "./facets.ts";
import { searchGramRows, writeSearchGrams, type SearchedProduct } from "./search-index.ts";

/** One listed product with every column the aggregates read. */
type AggregatedProduct = SearchedProduct & FacetedProduct & BrandedProduct;

/**
 * Whether the aggregates were ever built over the listed catalogue: the search lists hold the empty gram
 * once built (a database migrated with its catalogue in place has none yet).
 */
export async function catalogAggregatesBuilt(db: Db): Promise<boolean> {
  const [{ built }] = await queryRows<{ built: boolean }>(
    db,
    sql`select exists (select 1 from catalog_search_grams where gram = '')
          or not exists (select 1 from catalog_entries) as built`,
  );
  return built;
}

/** Facet values and counts per category slug and for the whole catalogue (spec §9). */
function categoryFacetRows(products: readonly AggregatedProduct[]) {
  const counts = new Map<string, FacetCounts>();
  const scopeCounts = (scope: string) => {
    let scoped = counts.get(scope);
    if (!scoped) counts.set(scope, (scoped = emptyFacetCounts()));
    return scoped;
  };
  for (const product of products) {
    countFacets(scopeCounts(ALL_PRODUCTS_KEY), product);
    for (const slug of product.category_slugs) countFacets(scopeCounts(slug), product);
  }
  return [ALL_PRODUCTS_KEY, ...CATEGORIES.map((c) => c.slug)].map((slug) => {
    const scoped = scopeCounts(slug);
    return { slug, count: scoped.productCount, facets: buildFacets(scoped, categoryBySlug(slug)) };
  });
}

async function writeCategoryFacets(db: Db, rows: ReturnType<typeof categoryFacetRows>): Promise<void> {
  await db.execute(sql`delete from category_facets`);
  await db.execute(sql`
    insert into category_facets (slug, product_count, facets)
    select r.slug, r.count, r.facets
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(slug text, count int, facets jsonb)`);
}

/**
 * Rebuilds the read models that aggregate the whole listed catalogue: the search gram lists
 * (catalog_search_grams), category facets, the brands directory and the search vocabulary. The listed
 * products are read once and aggregated here in Node, so that the database meanwhile works on the
 * statements other tasks queue on the same connection (docs/decisions/0045-bulk-import-throughput.md).
 */
export async function refreshCatalogAggregates(db: Db): Promise<void> {
  const products = await queryRows<AggregatedProduct>(
    db,
    sql`select p.product_id::text as product_id, lower(p.name) as lower_name, lower(p.sku) as lower_sku,
          p.search_text, p.brand, p.provider, p.category, p.subcategory, p.category_slugs,
          nullif(p.rated_voltage, '') as voltage, p.wattage_120v as watts, p.price_cents
        from catalog_entries p order by lower(p.name), p.sku`,
  );
  const grams = await searchGramRows(products);
  await yieldToEventLoop();
  const facets = categoryFacetRows(products);
  await yieldToEventLoop();
  const brands = brandRows(products);
  const words = new Set(products.flatMap((product) => catalogWords(product.search_text)));
  await writeSearchGrams(db, grams);
  await writeCategoryFacets(db, facets);
  await writeBrands(db, brands);
  await writeCatalogWords(db, words);
}
