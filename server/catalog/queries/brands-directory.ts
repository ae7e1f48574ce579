import type { BrandEntry } from "../../../core/catalog-types.ts";
import { brandPath } from "../../../core/brand-path.ts";
import { queryRows, sql, type Db } from "../../db/client.ts";

interface BrandRow {
  name: string;
  provider: BrandEntry["provider"];
  category_slug: string;
  original_category: string;
  logo: string | null;
  product_count: number;
}

export async function brandsDirectory(db: Db): Promise<BrandEntry[]> {
  const rows = await queryRows<BrandRow>(
    db,
    sql`select name, provider, category_slug, original_category, logo, product_count
        from brands order by lower(name), name`,
  );
  return rows.map((row) => ({
    name: row.name,
    provider: row.provider,
    categorySlug: row.category_slug,
    href: brandPath(row.name),
    originalCategory: row.original_category,
    logo: row.logo,
    productCount: row.product_count,
  }));
}
