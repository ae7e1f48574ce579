import type { SQL } from "drizzle-orm";
import { sql, type Db } from "../../db/client.ts";
import { catalogAggregatesBuilt, refreshCatalogAggregates } from "./catalog-aggregates.ts";
import { syncAllCatalogEntries, type ImportedEntries } from "./catalog-entries.ts";
import { refreshListingIndex } from "./listing-index.ts";
import { skuSet } from "./product-row.ts";

/** Beyond this many changed rows the planner's statistics of catalog_entries are refreshed. */
const ANALYZE_AFTER = 1000;

/**
 * The catalog_entries columns whose statistics the planner uses: those filters compare. Left out, about
 * half the cost: ids and skus (unique indexes tell the planner enough), sort keys, and the index
 * expressions lower(name) and lower(sku), whose queries are index lookups and walks whatever the estimate.
 */
const plannedColumns = sql.raw(
  "brand, category, subcategory, provider, price_cents, wattage_120v, rated_voltage, category_slugs, search_text",
);

/** What an import wrote, so that derived data is refreshed only where it can have changed. */
export interface WrittenProducts {
  /** Skus of the product rows that existed before: updated or discontinued (not inserted). */
  rewrittenSkus: readonly string[];
  /** catalog_entries and catalog_entry_categories as the import kept them while writing. */
  entries: ImportedEntries;
}

/**
 * Rebuilds the read models derived from the products table, inside the import's transaction:
 * products.is_primary (one row per sku by provider priority), catalog_entries, the category listing
 * index, and the aggregates of catalog_entries (search lists, facets, brands, vocabulary)
 * (docs/decisions/0010-catalog-read-model.md). With `written`, only the flags and catalog_entries rows
 * of the skus the import may have left unsettled are compared (no other can change); without it, every row.
 */
export async function refreshDerivedData(db: Db, written?: WrittenProducts): Promise<void> {
  const onlyAdds =
    written !== undefined && !(await written.entries.anyListedBefore(db, written.rewrittenSkus));
  // An inserted row starts primary (the column default), which is right when its sku was not listed:
  // every other row of the sku is discontinued. Only the rewritten and contested skus' flags can be wrong.
  const primaryScope = written?.entries.comparedSkus(written.rewrittenSkus);
  if (primaryScope?.length !== 0) await refreshPrimaryRows(db, primaryScope && skuSet(primaryScope));
  const changed = written
    ? await written.entries.finish(db, written.rewrittenSkus, onlyAdds)
    : await syncAllCatalogEntries(db);
  // Everything else derives from catalog_entries: an import that changed none of its rows (a repeated
  // feed) leaves it as it is.
  if (changed === 0 && (await catalogAggregatesBuilt(db))) return;
  const listingModels = async () => {
    if (written) await written.entries.finishListing(db, written.rewrittenSkus, onlyAdds);
    else await refreshListingIndex(db);
    // A bulk change leaves the planner's statistics stale; listings and search need fresh ones at once.
    if (changed > ANALYZE_AFTER) await db.execute(sql`analyze catalog_entries (${plannedColumns})`);
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
