import { eq } from "drizzle-orm";
import { sql, type Db } from "../../db/client.ts";
import { categoryFacets } from "../../db/schema/catalog.ts";
import { ALL_PRODUCTS_KEY } from "./facets.ts";

/**
 * Identifies the listed catalogue's current state: every import that changes it rewrites
 * category_facets, so the whole-catalogue row's timestamp moves. Caches derived from the catalogue
 * (best sellers, rendered pages) are keyed by it.
 */
export async function catalogVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ v: sql<string>`${categoryFacets.updatedAt}::text` })
    .from(categoryFacets)
    .where(eq(categoryFacets.slug, ALL_PRODUCTS_KEY));
  return row?.v ?? "";
}

/**
 * `compute` remembered while the catalogue stays at one version (and `keyOf` gives the same key): what
 * derives only from the listed catalogue is read once per import instead of on every request, at the
 * cost of the version's one-row read. The promise is kept, not its result, so concurrent first
 * requests share one computation; a failure is forgotten. Callers must not change what they get.
 */
export function rememberedPerCatalogVersion<A extends unknown[], T>(
  db: Db,
  compute: (...args: A) => Promise<T>,
  keyOf: (...args: A) => string = () => "",
): (...args: A) => Promise<T> {
  let cached: { key: string; value: Promise<T> } | undefined;
  return async (...args) => {
    const key = `${keyOf(...args)}|${await catalogVersion(db)}`;
    if (cached?.key !== key) {
      const entry = { key, value: compute(...args) };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}
