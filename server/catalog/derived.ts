import type { SQL } from "drizzle-orm";
import { queryRows, sql, type Db } from "../db/client.ts";
import { catalogAggregatesBuilt, refreshCatalogAggregates } from "./catalog-aggregates.ts";
import { refreshListingIndex } from "./listing-index.ts";
import { listedCondition } from "./product-row.ts";
import { refillWithIndexesRebuilt } from "./table-rebuild.ts";

/**
 * Share of the listed catalogue an import must touch for catalog_entries to be refilled with its indexes
 * built afresh instead of synced row by row (docs/decisions/0045-bulk-import-throughput.md).
 */
export const REBUILD_SHARE = 0.5;

/** What an import wrote, so that derived data is refreshed only where it can have changed. */
export interface WrittenProducts {
  /** Skus of the product rows inserted, updated or discontinued. */
  skus: readonly string[];
  /** Those of them whose rows existed before (updated or discontinued, not inserted). */
  rewrittenSkus: readonly string[];
}

/**
 * Rebuilds the read models derived from the products table, inside the import's transaction:
 * products.is_primary (one row per sku by provider priority), catalog_entries, the category listing
 * index, and the aggregates of catalog_entries (search lists, facets, brands, vocabulary)
 * (docs/decisions/0010-catalog-read-model.md). With `written`, only the written skus' is_primary flags
 * and catalog_entries rows are compared (no other can change); without it, every row.
 */
export async function refreshDerivedData(db: Db, written?: WrittenProducts): Promise<void> {
  const changedSkus = written?.skus;
  const skus = changedSkus && skuSet(changedSkus);
  // None of the skus listed yet: the import can only add catalog_entries rows, one per written row.
  const onlyAdds = skus !== undefined && !(await anyListed(db, skus));
  // An inserted row starts primary (the column default), which is right when its sku was not listed:
  // every other row of the sku is discontinued. Then only the rewritten rows' flags can be wrong.
  const primaryScope = onlyAdds ? written?.rewrittenSkus : changedSkus;
  if (primaryScope?.length !== 0) await refreshPrimaryRows(db, primaryScope && skuSet(primaryScope));
  const changed = await refreshCatalogEntries(db, changedSkus, skus, onlyAdds);
  // Everything else derives from catalog_entries: an import that changed none of its rows (a repeated
  // feed) leaves it as it is.
  if (changed === 0 && (await catalogAggregatesBuilt(db))) return;
  const listingModels = async () => {
    await refreshListingIndex(db, changedSkus, onlyAdds);
    // A bulk change leaves the planner's statistics stale; listings and search need fresh ones at once.
    // Naming the columns leaves out the statistics of index expressions (lower(name), lower(sku)), about
    // a quarter of the cost, to autovacuum: the queries on them are index lookups and walks whatever the
    // estimate.
    if (changed > 1000) await db.execute(sql`analyze catalog_entries (${entryColumns})`);
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

async function anyListed(db: Db, skus: SQL): Promise<boolean> {
  const [{ listed }] = await queryRows<{ listed: boolean }>(
    db,
    sql`select exists (select 1 from catalog_entries e where e.sku in ${skus}) as listed`,
  );
  return listed;
}

/** The given skus as a one-column subquery (one jsonb parameter, whatever their number). */
function skuSet(skus: readonly string[]): SQL {
  return sql`(select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`;
}

const entryColumns = sql.raw(
  `product_id, sku, name, brand, category, subcategory, provider, provider_rank, price_cents, sales, image,
   wattage_120v, rated_voltage, category_slugs, search_text, updated_at`,
);

const prefixed = (table: string) =>
  sql.raw(
    [
      "product_id",
      "sku",
      "name",
      "brand",
      "category",
      "subcategory",
      "provider",
      "provider_rank",
      "price_cents",
      "sales",
      "image",
      "wattage_120v",
      "rated_voltage",
      "category_slugs",
      "search_text",
      "updated_at",
    ]
      .map((column) => `${table}.${column}`)
      .join(", "),
  );

const sourceColumns = sql.raw(
  `p.id, p.sku, p.name, p.brand, p.category, p.subcategory, p.provider, p.provider_rank, p.price_cents,
   p.sales, p.image, p.wattage_120v::float8, p.rated_voltage, p.category_slugs, lower(p.search_text), p.updated_at`,
);

/**
 * Brings catalog_entries in line with the listed products and returns how many of its rows changed. An
 * import that touched most of the catalogue refills the table; otherwise only the rows that differ are
 * deleted, updated and inserted, among the changed skus when they are known.
 */
async function refreshCatalogEntries(
  db: Db,
  changedSkus: readonly string[] | undefined,
  skus: SQL | undefined,
  onlyAdds: boolean,
): Promise<number> {
  if (changedSkus?.length === 0) return 0;
  if (changedSkus && (await touchesMostEntries(db, changedSkus.length))) {
    return refillWithIndexesRebuilt(
      db,
      "catalog_entries",
      sql`insert into catalog_entries (${entryColumns})
          select ${sourceColumns} from products p where ${listedCondition} order by p.id`,
    );
  }
  return syncCatalogEntries(db, skus, onlyAdds);
}

async function touchesMostEntries(db: Db, changedCount: number): Promise<boolean> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalog_entries`);
  return changedCount >= REBUILD_SHARE * (n + changedCount);
}

/**
 * Deletes, updates and inserts only the catalog_entries rows that differ from the listed products. (An
 * upsert would lock, and so write, every existing row even when nothing changed.) When none of the skus
 * was listed (`onlyAdds`), there is nothing to delete or update.
 */
async function syncCatalogEntries(db: Db, skus: SQL | undefined, onlyAdds: boolean): Promise<number> {
  const among = (alias: string) => (skus ? sql`${sql.raw(alias)}.sku in ${skus}` : sql`true`);
  const existingRowChanges = [
    sql`delete from catalog_entries e
        where ${among("e")}
          and not exists (select 1 from products p where p.id = e.product_id and ${listedCondition})
        returning 1`,
    sql`update catalog_entries e set (${entryColumns}) = (${sourceColumns})
        from products p
        where p.id = e.product_id and ${among("e")} and (${prefixed("e")}) is distinct from (${sourceColumns})
        returning 1`,
  ];
  const additions = sql`insert into catalog_entries (${entryColumns})
        select ${sourceColumns} from products p
        where ${listedCondition} and ${among("p")}
          and not exists (select 1 from catalog_entries e where e.product_id = p.id)
        -- In name order, the name-keyed indexes take the rows in order: fewer page visits.
        order by lower(p.name), p.sku
        returning 1`;
  let changed = 0;
  for (const change of onlyAdds ? [additions] : [...existingRowChanges, additions]) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`with changed as (${change}) select count(*)::int as n from changed`,
    );
    changed += row.n;
  }
  return changed;
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
