import type { ProductSummary } from "../../../core/catalog-types.ts";
import { ne } from "drizzle-orm";
import { result, selectRows, sql, type Db } from "../../db/client.ts";
import { categoryFacets } from "../../db/schema/catalog.ts";
import { catalogEntries } from "../../db/schema/listing.ts";
import { createBestSellers } from "./best-sellers.ts";
import { catalogVersion, rememberedPerCatalogVersion } from "../read-model/catalog-version.ts";
import { brandsDirectory } from "./brands-directory.ts";
import type { CatalogService } from "./catalog-service.ts";
import { ALL_PRODUCTS_KEY } from "../read-model/facets.ts";
import { listProducts } from "./listing.ts";
import { findDiscontinued, findProduct, findProductAlias } from "./product-detail.ts";
import { listedEntries, summaryColumns, toSummary, summaryShape } from "../read-model/product-row.ts";
import { withoutNul } from "./search-match.ts";
import { searchProducts } from "./search.ts";

export function createCatalogService(db: Db): CatalogService {
  const bestSellers = createBestSellers(db);
  // The brands directory changes only with an import (in its transaction, with the version).
  const brands = rememberedPerCatalogVersion(db, () => brandsDirectory(db));
  return {
    search: (q) => searchProducts(db, q),
    listing: (query) => listProducts(db, query),
    product: (sku) => findProduct(db, sku),
    productAlias: (id) => findProductAlias(db, id),
    discontinued: (sku) => findDiscontinued(db, sku),
    brands: () => brands(),
    bestSellers: (day = new Date()) => bestSellers(day),
    version: () => catalogVersion(db),

    async categoryCounts() {
      const rows = await db
        .select({ slug: categoryFacets.slug, productCount: categoryFacets.productCount })
        .from(categoryFacets)
        .where(ne(categoryFacets.slug, ALL_PRODUCTS_KEY));
      return Object.fromEntries(rows.map((r) => [r.slug, r.productCount]));
    },

    async productsBySkus(skus) {
      const wanted = [...new Set(skus.map(withoutNul))];
      if (wanted.length === 0) return new Map<string, ProductSummary>();
      const rows = await selectRows(
        db,
        summaryShape,
        sql`select ${summaryColumns} from ${listedEntries} where p.sku = any(${sql.param(wanted)}::text[])`,
      );
      return new Map(rows.map((row) => [row.sku, toSummary(row)]));
    },

    async sitemapEntries() {
      const rows = await selectRows(
        db,
        { sku: catalogEntries.sku, updated_at: result.text() },
        sql`select p.sku, to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
            from ${listedEntries} order by p.sku`,
      );
      return rows.map((r) => ({ sku: r.sku, updatedAt: r.updated_at }));
    },
  };
}
