import type { SQL } from "drizzle-orm";
import { CATEGORIES } from "../../../core/categories.ts";
import { result, selectRows, sql, type Db } from "../../db/client.ts";
import { skuSet } from "./product-row.ts";
import { changesMost, refillWithIndexesRebuilt } from "./table-rebuild.ts";

const columns = sql.raw(
  `slug, product_id, brand, subcategory, rated_voltage, wattage_120v, price_cents, sales, default_rank,
   name_key, sku, qty`,
);

const prefixedColumns = sql.raw(
  `c.slug, c.product_id, c.brand, c.subcategory, c.rated_voltage, c.wattage_120v, c.price_cents, c.sales,
   c.default_rank, c.name_key, c.sku, c.qty`,
);

/** Categories whose default sort is provider priority, then name. */
const prioritySlugs = CATEGORIES.filter((c) => c.providerPriority).map((c) => c.slug);

/** One row per (category slug, listed product), computed from catalog_entries (aliased e, slug s.slug). */
const sourceColumns = sql`s.slug, e.product_id, e.brand, e.subcategory, e.rated_voltage, e.wattage_120v,
  e.price_cents, e.sales,
  (case when s.slug = any(${sql.param(prioritySlugs)}::text[]) then e.provider_rank else 0 end)::smallint,
  lower(e.name), e.sku, e.qty`;

/** Category rows of the catalog_entries rows `entries` (a table or a subquery's name), aliased e. */
const categoriesOf = (entries: SQL) =>
  sql`${entries} e cross join lateral unnest(e.category_slugs) as s(slug)`;

const sourceRows = categoriesOf(sql`catalog_entries`);

/** Beyond this many changed rows the planner's statistics of the table are refreshed (as for catalog_entries). */
const ANALYZE_AFTER = 1000;

/**
 * Brings catalog_entry_categories in line with catalog_entries (docs/decisions/0013). `changedSkus` are
 * the skus whose catalog_entries rows may have changed; without them every row is compared. When they
 * are most of the table it is refilled; otherwise only the rows that differ are deleted, updated and
 * inserted, so a small import writes little and a re-import nothing. `onlyAdds`: none of the skus had
 * rows, so there are only rows to insert. `added`: rows the import already inserted (categoryRowsOf),
 * counted for the statistics.
 */
export async function refreshListingIndex(
  db: Db,
  changedSkus?: readonly string[],
  onlyAdds = false,
  added = 0,
): Promise<void> {
  const refill = changedSkus !== undefined && changesMost(changedSkus.length, await rowCount(db));
  const changed = refill ? await refillRows(db) : added + (await syncRows(db, changedSkus, onlyAdds));
  // The planner needs statistics of the columns listings filter on (sort keys need none).
  if (changed > ANALYZE_AFTER) {
    await db.execute(
      sql`analyze catalog_entry_categories (slug, brand, subcategory, rated_voltage, wattage_120v, price_cents)`,
    );
  }
}

/**
 * Inserts the category rows of `entries`, the name of catalog_entries rows just inserted (a
 * data-modifying CTE's), a category's rows together in price order as a refill orders them.
 */
export function categoryRowsOf(entries: SQL): SQL {
  return sql`insert into catalog_entry_categories (${columns})
    select ${sourceColumns} from ${categoriesOf(entries)} ${fillOrder}`;
}

const rowCount = async (db: Db) => {
  const [{ n }] = await selectRows(
    db,
    { n: result.int },
    sql`select count(*)::int as n from catalog_entry_categories`,
  );
  return n;
};

/** A category's rows sit together, in price order, for its range scans. */
const fillOrder = sql`order by s.slug, e.price_cents`;

async function refillRows(db: Db): Promise<number> {
  await refillWithIndexesRebuilt(
    db,
    "catalog_entry_categories",
    sql`insert into catalog_entry_categories (${columns}) select ${sourceColumns} from ${sourceRows} ${fillOrder}`,
  );
  return rowCount(db);
}

async function syncRows(
  db: Db,
  changedSkus: readonly string[] | undefined,
  onlyAdds: boolean,
): Promise<number> {
  const among = (column: SQL) => (changedSkus ? sql`${column} in ${skuSet(changedSkus)}` : sql`true`);
  const added = sql`insert into catalog_entry_categories (${columns})
    select ${sourceColumns} from ${sourceRows}
    where ${among(sql`e.sku`)} and not exists (
      select 1 from catalog_entry_categories c where c.slug = s.slug and c.product_id = e.product_id)
    ${fillOrder}
    returning 1`;
  if (onlyAdds) {
    const [{ changed }] = await selectRows(
      db,
      { changed: result.int },
      sql`with added as (${added}) select count(*)::int as changed from added`,
    );
    return changed;
  }
  // The three changes touch disjoint rows, so one statement (one snapshot) can make them all.
  const [{ changed }] = await selectRows(
    db,
    { changed: result.int },
    sql`with removed as (
          delete from catalog_entry_categories c
          where ${among(sql`c.sku`)} and not exists (
            select 1 from catalog_entries e where e.product_id = c.product_id and c.slug = any(e.category_slugs))
          returning 1),
        updated as (
          update catalog_entry_categories c set (${columns}) = (${sourceColumns})
          from ${sourceRows}
          where s.slug = c.slug and e.product_id = c.product_id and ${among(sql`e.sku`)}
            and (${prefixedColumns}) is distinct from (${sourceColumns})
          returning 1),
        added as (${added})
        select ((select count(*) from removed) + (select count(*) from updated)
          + (select count(*) from added))::int as changed`,
  );
  return changed;
}
