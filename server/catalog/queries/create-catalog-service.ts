import type { ProductSummary } from "../../../core/catalog-types.ts";
import { queryRows, sql, type Db } from "../../db/client.ts";
import { createBestSellers } from "./best-sellers.ts";
import { catalogVersion } from "../read-model/catalog-version.ts";
import { brandsDirectory } from "./brands-directory.ts";
import type { CatalogService } from "./catalog-service.ts";
import { ALL_PRODUCTS_KEY } from "../read-model/facets.ts";
import { listProducts } from "./listing.ts";
import { findDiscontinued, findProduct } from "./product-detail.ts";
import { listedEntries, summaryColumns, toSummary, type SummaryRow } from "../read-model/product-row.ts";
import { withoutNul } from "./search-match.ts";
import { searchProducts } from "./search.ts";

export function createCatalogService(db: Db): CatalogService {
  const bestSellers = createBestSellers(db);
  return {
    search: (q) => searchProducts(db, q),
    listing: (query) => listProducts(db, query),
    product: (sku) => findProduct(db, sku),
    discontinued: (sku) => findDiscontinued(db, sku),
    brands: () => brandsDirectory(db),
    bestSellers: (day = new Date()) => bestSellers(day),
    version: () => catalogVersion(db),

    async categoryCounts() {
      const rows = await queryRows<{ slug: string; product_count: number }>(
        db,
        sql`select slug, product_count from category_facets where slug <> ${ALL_PRODUCTS_KEY}`,
      );
      return Object.fromEntries(rows.map((r) => [r.slug, r.product_count]));
    },

    async productsBySkus(skus) {
      const wanted = [...new Set(skus.map(withoutNul))];
      if (wanted.length === 0) return new Map<string, ProductSummary>();
      const rows = await queryRows<SummaryRow>(
        db,
        sql`select ${summaryColumns} from ${listedEntries} where p.sku = any(${sql.param(wanted)}::text[])`,
      );
      return new Map(rows.map((row) => [row.sku, toSummary(row)]));
    },

    async sitemapEntries() {
      const rows = await queryRows<{ sku: string; updated_at: string }>(
        db,
        sql`select p.sku, to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
            from ${listedEntries} order by p.sku`,
      );
      return rows.map((r) => ({ sku: r.sku, updatedAt: r.updated_at }));
    },
  };
}
