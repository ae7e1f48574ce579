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
