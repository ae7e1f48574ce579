import type { Provider } from "../../core/catalog-types.ts";
import { listingQuerySchema, type ListingQuery } from "../../core/listing-query.ts";
import { sql, type Db } from "../../server/db/client.ts";
import type { CatalogService } from "../../server/catalog/queries/catalog-service.ts";
import { createCatalogService } from "../../server/catalog/queries/create-catalog-service.ts";
import { refreshDerivedData } from "../../server/catalog/read-model/derived.ts";

/** A products row for query tests; importer behaviour is tested with the real importer elsewhere. */
export interface TestProduct {
  sku: string;
  name: string;
  provider?: Provider;
  category?: string;
  subcategory?: string;
  brand?: string;
  companyName?: string | null;
  priceCents?: number;
  wattage120v?: number | null;
  ratedVoltage?: string | null;
  sales?: number;
  categorySlugs?: string[];
  discontinued?: boolean;
  specs?: Record<string, string>;
  images?: string[];
}

const rank: Record<Provider, number> = { iluminar: 1, spd: 2, hydrofarm: 3 };

/** Inserts rows as the importer stores them (search_text = the searchable fields, lower-cased). */
export async function insertTestProducts(db: Db, products: TestProduct[]): Promise<void> {
  for (const p of products) {
    const provider = p.provider ?? "iluminar";
    const category = p.category ?? "Uncategorized";
    const brand = p.brand ?? "Acme";
    const subcategory = p.subcategory ?? category;
    const searchText = [p.name, p.sku, brand, category, p.companyName ?? "", subcategory]
      .join(" ")
      .toLowerCase();
    await db.execute(sql`
      insert into products (provider, provider_rank, sku, name, category, subcategory, brand, company_name,
        price_cents, image, images, specs, wattage_120v, rated_voltage, sales, category_slugs, search_text,
        discontinued, content_hash)
      values (${provider}, ${rank[provider]}, ${p.sku}, ${p.name}, ${category}, ${subcategory},
        ${brand}, ${p.companyName ?? null}, ${p.priceCents ?? 0}, ${"/images/placeholder.svg"},
        ${sql.param(p.images ?? [])}::text[], ${JSON.stringify(p.specs ?? {})}::jsonb, ${p.wattage120v ?? null},
        ${p.ratedVoltage ?? null}, ${p.sales ?? 0}, ${sql.param(p.categorySlugs ?? [])}::text[], ${searchText},
        ${p.discontinued ?? false}, ${"test"})`);
  }
}

/** The products inserted and their read models derived, as after an import; returns the catalogue on them. */
export async function seedTestCatalog(db: Db, products: TestProduct[]): Promise<CatalogService> {
  await insertTestProducts(db, products);
  await refreshDerivedData(db);
  return createCatalogService(db);
}

/** A listing query with the URL defaults (page 1, default sort, no filters) and the given overrides. */
export const listingQuery = (overrides: Partial<ListingQuery> = {}): ListingQuery => ({
  ...listingQuerySchema.parse({}),
  ...overrides,
});
