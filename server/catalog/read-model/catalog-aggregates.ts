import { CATEGORIES, categoryBySlug } from "../../../core/categories.ts";
import { result, selectRows, sql, type Db } from "../../db/client.ts";
import { catalogEntries } from "../../db/schema/listing.ts";
import { brandRows, writeBrands, type BrandedProduct } from "./brands.ts";
import { catalogWords, writeCatalogWords } from "./catalog-words.ts";
import {
  ALL_PRODUCTS_KEY,
  buildFacets,
  countFacets,
  emptyFacetCounts,
  type FacetCounts,
  type FacetedProduct,
} from "./facets.ts";
import { searchGramRows, writeSearchGrams, writeSearchHead, type SearchedProduct } from "./search-index.ts";
import { forEachYielding } from "./yielding.ts";

/** One listed product with every column the aggregates read. */
type AggregatedProduct = SearchedProduct & FacetedProduct & BrandedProduct;

/**
 * Whether the aggregates were ever built over the listed catalogue: the search lists hold the empty gram
 * once built (a database migrated with its catalogue in place has none yet).
 */
export async function catalogAggregatesBuilt(db: Db): Promise<boolean> {
  const [{ built }] = await selectRows(
    db,
    { built: result.bool },
    sql`select exists (select 1 from catalog_search_grams where gram = '')
          or not exists (select 1 from catalog_entries) as built`,
  );
  return built;
}

/** Facet values and counts per category slug and for the whole catalogue, as rows to store. */
class CategoryFacetTally {
  private readonly counts = new Map<string, FacetCounts>();

  add(product: AggregatedProduct): void {
    countFacets(this.scope(ALL_PRODUCTS_KEY), product);
    for (const slug of product.category_slugs) countFacets(this.scope(slug), product);
  }

  rows() {
    return [ALL_PRODUCTS_KEY, ...CATEGORIES.map((c) => c.slug)].map((slug) => {
      const counts = this.scope(slug);
      return { slug, count: counts.productCount, facets: buildFacets(counts, categoryBySlug(slug)) };
    });
  }

  private scope(slug: string): FacetCounts {
    let counts = this.counts.get(slug);
    if (!counts) this.counts.set(slug, (counts = emptyFacetCounts()));
    return counts;
  }
}

async function writeCategoryFacets(db: Db, rows: ReturnType<CategoryFacetTally["rows"]>): Promise<void> {
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
  const products: AggregatedProduct[] = await selectRows(
    db,
    {
      product_id: result.text(),
      lower_name: result.text(),
      lower_sku: result.text(),
      search_text: catalogEntries.searchText,
      brand: catalogEntries.brand,
      provider: catalogEntries.provider,
      category: catalogEntries.category,
      subcategory: catalogEntries.subcategory,
      category_slugs: catalogEntries.categorySlugs,
      voltage: catalogEntries.ratedVoltage,
      watts: catalogEntries.wattage120v,
      price_cents: catalogEntries.priceCents,
      sales: catalogEntries.sales,
      in_stock: result.bool,
    },
    sql`select p.product_id::text as product_id, lower(p.name) as lower_name, lower(p.sku) as lower_sku,
          p.search_text, p.brand, p.provider, p.category, p.subcategory, p.category_slugs,
          nullif(p.rated_voltage, '') as voltage, p.wattage_120v as watts, p.price_cents, p.sales,
          coalesce(p.qty > 0, false) as in_stock
        from catalog_entries p order by p.sales desc, lower(p.name), p.sku`,
  );
  const grams = await searchGramRows(products);
  const facets = new CategoryFacetTally();
  const words = new Set<string>();
  await forEachYielding(products, (product) => {
    facets.add(product);
    for (const word of catalogWords(product.search_text)) words.add(word);
  });
  const brands = brandRows(products);
  await writeSearchGrams(db, grams);
  await writeSearchHead(db, products);
  await writeCategoryFacets(db, facets.rows());
  await writeBrands(db, brands);
  await writeCatalogWords(db, words);
}
