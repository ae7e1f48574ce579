import type { BrandEntry } from "../../core/catalog-types.ts";
import { categoryBySlug } from "../../core/categories.ts";
import { queryRows, sql, type Db } from "../db/client.ts";

/** Spec §2 'Shop by brand': a card links to /{category}?brand={name}, or /grow-lights when it has none. */
export function brandHref(name: string, categorySlug: string): string {
  const path = categoryBySlug(categorySlug)?.path ?? "/grow-lights";
  return `${path}?${new URLSearchParams({ brand: name })}`;
}

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
    href: brandHref(row.name, row.category_slug),
    originalCategory: row.original_category,
    logo: row.logo,
    productCount: row.product_count,
  }));
}
