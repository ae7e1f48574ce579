import type { BrandEntry } from "../../../core/catalog-types.ts";
import { brandPath } from "../../../core/brand-path.ts";
import { sql, type Db } from "../../db/client.ts";
import { brands } from "../../db/schema/catalog.ts";

export async function brandsDirectory(db: Db): Promise<BrandEntry[]> {
  const rows = await db
    .select()
    .from(brands)
    .orderBy(sql`lower(${brands.name})`, brands.name);
  return rows.map((row) => ({
    name: row.name,
    provider: row.provider,
    categorySlug: row.categorySlug,
    href: brandPath(row.name),
    originalCategory: row.originalCategory,
    logo: row.logo,
    productCount: row.productCount,
  }));
}
