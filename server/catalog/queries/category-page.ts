import type { SQL } from "drizzle-orm";
import { CATEGORY_PAGE_SIZE, type SortOption } from "../../../core/constants.ts";
import { sql } from "../../db/client.ts";
import { summaryColumns } from "../read-model/product-row.ts";

/**
 * The specification: sorts over catalog_entry_categories columns of `alias`: price, best seller, or the default
 * (provider priority where the category has one, folded into default_rank at build, else 0), each then
 * alphabetical by name with sku as the final tie-break.
 */
function categoryOrder(sort: SortOption, alias: "p" | "page"): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const name = sql`${column("name_key")}, ${column("sku")}`;
  switch (sort) {
    case "priceLowToHigh":
      return sql`${column("price_cents")} asc, ${name}`;
    case "priceHighToLow":
      return sql`${column("price_cents")} desc, ${name}`;
    case "bestSeller":
      return sql`${column("sales")} desc, ${name}`;
    default:
      return sql`${column("default_rank")}, ${name}`;
  }
}

/** The category's rows (aliased p, with the catalog_entries column names filterConditions reads). */
export const categoryRows = (slug: string, filters: SQL[]) =>
  sql`catalog_entry_categories p where ${sql.join([sql`p.slug = ${slug}`, ...filters], sql` and `)}`;

/**
 * One page of a category listing: the page is chosen on the narrow category rows (an index range per
 * category and sort), then only its 24 products are read from catalog_entries for their summaries.
 */
export function categoryPage(slug: string, filters: SQL[], sort: SortOption, offset: number): SQL {
  return sql`select ${summaryColumns}
    from (
      select p.product_id, p.default_rank, p.price_cents, p.sales, p.name_key, p.sku
      from ${categoryRows(slug, filters)}
      order by ${categoryOrder(sort, "p")}
      limit ${CATEGORY_PAGE_SIZE} offset ${offset}
    ) as page
    join catalog_entries p on p.product_id = page.product_id
    order by ${categoryOrder(sort, "page")}`;
}

/** How many of the category's products pass the filters. */
export function categoryCount(slug: string, filters: SQL[]): SQL {
  return sql`select count(*)::int as n from ${categoryRows(slug, filters)}`;
}
