import type { Db } from "../db/client.ts";

/**
 * Rebuilds the read models derived from the products table, inside the import's transaction:
 * products.is_primary (one row per sku by provider priority), category_facets and brands.
 */
export async function refreshDerivedData(_db: Db): Promise<void> {
  // Filled in by the catalogue-reads work.
}
