import type { SQL } from "drizzle-orm";
import { queryRows, sql, type Db } from "../db/client.ts";
import { catalogAggregatesBuilt, refreshCatalogAggregates } from "./catalog-aggregates.ts";
import { entryColumns, refreshCatalogEntries, skuSet, type EntryChanges } from "./catalog-entries.ts";
import { refreshListingIndex } from "./listing-index.ts";

/** Beyond this many changed rows the planner's statistics of catalog_entries are refreshed. */
const ANALYZE_AFTER = 1000;

/** What an import wrote (all of one supplier's rows), so that derived data is refreshed only where it can have changed. */
export type WrittenProducts = EntryChanges;

/**
 * Rebuilds the read models derived from the products table, inside the import's transaction:
 * products.is_primary (one row per sku by provider priority), catalog_entries, the category listing
 * index, and the aggregates of catalog_entries (search lists, facets, brands, vocabulary)
 * (docs/decisions/0010-catalog-read-model.md). With `written`, only the written skus' is_primary flags
 * and catalog_entries rows are compared (no other can change); without it, every row.
 */
export async function refreshDerivedData(db: Db, written?: WrittenProducts): Promise<void> {
  const onlyAdds = written !== undefined && !(await anyListedBefore(db, written));
  // An inserted row starts primary (the column default), which is right when its sku was not listed:
  // every other row of the sku is discontinued. Then only the rewritten rows' flags can be wrong.
  const primaryScope = onlyAdds ? written?.rewrittenSkus : written?.skus;
  if (primaryScope?.length !== 0) await refreshPrimaryRows(db, primaryScope && skuSet(primaryScope));
  const changed = await refreshCatalogEntries(db, written, onlyAdds);
  // Everything else derives from catalog_entries: an import that changed none of its rows (a repeated
  // feed) leaves it as it is.
  if (changed === 0 && (await catalogAggregatesBuilt(db))) return;
  const listingModels = async () => {
    await refreshListingIndex(db, written?.skus, onlyAdds);
    // A bulk change leaves the planner's statistics stale; listings and search need fresh ones at once.
    // Naming the columns leaves out the statistics of index expressions (lower(name), lower(sku)), about
    // a quarter of the cost: the queries on them are index lookups and walks whatever the estimate.
    if (changed > ANALYZE_AFTER) await db.execute(sql`analyze catalog_entries (${entryColumns})`);
  };
  // The aggregates are computed in Node; meanwhile PostgreSQL refreshes the listing index.
  await settleAll([refreshCatalogAggregates(db), listingModels()]);
}

/**
 * Waits for every task, then fails with the first failure. Tasks sharing a transaction must all be over
 * before it ends: one still running after a rollback would write outside it.
 */
async function settleAll(tasks: Promise<void>[]): Promise<void> {
  const failed = (await Promise.allSettled(tasks)).find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

/** Whether any sku the import wrote was listed before it (catalog_entries is still as it was). */
async function anyListedBefore(db: Db, written: WrittenProducts): Promise<boolean> {
  if (written.skus.length === 0) return false;
  const [{ listed }] = await queryRows<{ listed: boolean }>(
    db,
    sql`select exists (select 1 from catalog_entries e where e.sku in ${skuSet(written.skus)}) as listed`,
  );
  return listed;
}

/** One listed row per sku: the non-discontinued row of the best-ranked provider (iluminar, spd, hydrofarm). */
async function refreshPrimaryRows(db: Db, skus: SQL | undefined) {
  // Only rows whose flag changes are written, so a re-import that changes nothing writes nothing.
  await db.execute(sql`
    update products p set is_primary = ranked.primary_row
    from (
      select id, (not discontinued and row_number() over (
               partition by sku order by discontinued, provider_rank, id) = 1) as primary_row
      from products
      ${skus ? sql`where sku in ${skus}` : sql``}
    ) as ranked
    where p.id = ranked.id and p.is_primary is distinct from ranked.primary_row`);
}
