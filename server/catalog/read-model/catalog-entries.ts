import type { SQL } from "drizzle-orm";
import type { Provider } from "../../../core/catalog-types.ts";
import { result, selectRows, sql, type Db } from "../../db/client.ts";
import { categoryRowsOf, refreshListingIndex } from "./listing-index.ts";
import { listedCondition, skuSet } from "./product-row.ts";
import {
  changesMost,
  createIndexes,
  dropIndexes,
  refillWithIndexesRebuilt,
  withIndexRebuilt,
  type SecondaryIndex,
} from "./table-rebuild.ts";

const columnNames = [
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
  "qty",
  "search_text",
  "updated_at",
];

const entryColumns = sql.raw(columnNames.join(", "));

const prefixed = (table: string) => sql.raw(columnNames.map((column) => `${table}.${column}`).join(", "));

/** The products columns sourceColumns reads (the products rows are about four times wider). */
const productColumns = sql.raw(
  `p.id, p.sku, p.name, p.brand, p.category, p.subcategory, p.provider, p.provider_rank, p.price_cents,
   p.sales, p.image, p.wattage_120v, p.rated_voltage, p.category_slugs, p.qty, p.search_text, p.updated_at`,
);

/** catalog_entries' columns computed from the products row aliased p. */
const sourceColumns = sql.raw(
  `p.id, p.sku, p.name, p.brand, p.category, p.subcategory, p.provider, p.provider_rank, p.price_cents,
   p.sales, p.image, p.wattage_120v::float8, p.rated_voltage, p.category_slugs, p.qty, lower(p.search_text), p.updated_at`,
);

/** Runs an insert, update or delete (without a returning clause); returns how many rows it changed. */
async function countChanged(db: Db, statement: SQL): Promise<number> {
  const [{ n }] = await selectRows(
    db,
    { n: result.int },
    sql`with changed as (${statement} returning 1) select count(*)::int as n from changed`,
  );
  return n;
}

const SEARCH_INDEX_SUFFIX = "_search_trgm";

/** The partial trigram index over one supplier's rows (migration 0021). */
const searchIndexOf = (provider: Provider) => `catalog_entries_${provider}${SEARCH_INDEX_SUFFIX}`;

/** How many rows catalog_entries holds, and how many of them are `provider`'s. */
async function listedCounts(db: Db, provider: Provider): Promise<{ listed: number; supplied: number }> {
  const [counts] = await selectRows(
    db,
    { listed: result.int, supplied: result.int },
    sql`select count(*)::int as listed, count(*) filter (where provider = ${provider})::int as supplied
        from catalog_entries`,
  );
  return counts;
}

/** Whether any of `skus` is listed (in catalog_entries). */
async function anyListed(db: Db, skus: readonly string[]): Promise<boolean> {
  if (skus.length === 0) return false;
  const [{ listed }] = await selectRows(
    db,
    { listed: result.bool },
    sql`select exists (select 1 from catalog_entries e where e.sku in ${skuSet(skus)}) as listed`,
  );
  return listed;
}

/**
 * catalog_entries kept in step with an import of one supplier's full feed while it writes products
 * (docs/decisions/0045-bulk-import-throughput.md). The entries of the products it inserts whose sku no
 * supplier lists are added batch by batch, while Node normalises the next batch: such a row is its sku's
 * listed one (an inserted row starts primary, and every other row of an unlisted sku is discontinued).
 * The refresh then compares only the skus the import rewrote and the inserted ones another supplier
 * listed. When the new products will be most of the listed catalogue, or of the supplier's rows, the
 * indexes that would cost most to maintain row by row are dropped before writing and built once at the end.
 */
export class ImportedEntries {
  /** Entries added while writing, and their category rows. */
  private added = 0;
  private categorised = 0;
  /** Inserted skus another supplier listed already: the refresh settles which row is listed. */
  private readonly contested: string[] = [];

  private constructor(
    private readonly provider: Provider,
    /** Products with a greater id were inserted by this import and not looked at yet. */
    private lastSeenId: string,
    private readonly droppedIndexes: SecondaryIndex[],
    private readonly droppedCategoryIndexes: SecondaryIndex[],
  ) {}

  /** `newProducts`: about how many products the import will insert. */
  static async start(db: Db, provider: Provider, newProducts: number): Promise<ImportedEntries> {
    const { listed, supplied } = await listedCounts(db, provider);
    const [{ categorised, last_id }] = await selectRows(
      db,
      { categorised: result.int, last_id: result.bigintText },
      sql`select (select count(*) from catalog_entry_categories)::int as categorised,
            (select coalesce(max(id), 0) from products)::text as last_id`,
    );
    const ownSearch = searchIndexOf(provider);
    // Other suppliers' trigram indexes index rows the import hardly touches.
    const dropped = changesMost(newProducts, listed)
      ? await dropIndexes(
          db,
          "catalog_entries",
          (name) => !name.endsWith(SEARCH_INDEX_SUFFIX) || name === ownSearch,
        )
      : changesMost(newProducts, supplied)
        ? await dropIndexes(db, "catalog_entries", (name) => name === ownSearch)
        : [];
    const droppedCategoryIndexes = changesMost(newProducts, categorised)
      ? await dropIndexes(db, "catalog_entry_categories")
      : [];
    return new ImportedEntries(provider, last_id, dropped, droppedCategoryIndexes);
  }

  /**
   * Adds the entries of the `count` products inserted since the last call, of skus no supplier lists,
   * and their category rows. Queued at once, so it runs right after the COPY of those products, sent
   * just before. They are the next `count` rows by id: written in order through the id sequence, while
   * the import holds its lock.
   */
  listInserted(db: Db, count: number): Promise<void> {
    return selectRows(
      db,
      { last_id: result.bigintText, added: result.int, categorised: result.int, contested: result.texts },
      sql`with inserted as (
            select ${productColumns} from products p
            where p.id > ${this.lastSeenId}::bigint and p.provider = ${this.provider}
            order by p.id limit ${count}),
          added as (
            insert into catalog_entries (${entryColumns})
            select ${sourceColumns} from inserted p
            where not exists (select 1 from catalog_entries e where e.sku = p.sku)
            order by p.id
            returning *),
          categorised as (${categoryRowsOf(sql`added`)} returning 1)
          select (select max(id) from inserted)::text as last_id, (select count(*) from added)::int as added,
            (select count(*) from categorised)::int as categorised,
            array(select p.sku from inserted p where not exists (select 1 from added a where a.sku = p.sku))
              as contested`,
    ).then(([row]) => {
      this.lastSeenId = row.last_id;
      this.added += row.added;
      this.categorised += row.categorised;
      this.contested.push(...row.contested);
    });
  }

  /**
   * Brings catalog_entry_categories in line once catalog_entries is (finish): compares the category
   * rows of the rewritten and contested skus, then builds the dropped indexes.
   */
  async finishListing(db: Db, rewrittenSkus: readonly string[], onlyAdds: boolean): Promise<void> {
    await refreshListingIndex(db, this.comparedSkus(rewrittenSkus), onlyAdds, this.categorised);
    await createIndexes(db, this.droppedCategoryIndexes);
  }

  /** The skus whose rows may still differ from catalog_entries: rewritten or contested. */
  comparedSkus(rewrittenSkus: readonly string[]): string[] {
    return [...rewrittenSkus, ...this.contested];
  }

  /** Whether any sku the import wrote was listed before it (the added entries were of unlisted skus). */
  async anyListedBefore(db: Db, rewrittenSkus: readonly string[]): Promise<boolean> {
    return this.contested.length > 0 || anyListed(db, rewrittenSkus);
  }

  /**
   * Brings catalog_entries in line once every product is written, and returns how many of its rows
   * changed: compares the rewritten and contested skus, then builds the dropped indexes. When those skus
   * are most of the catalogue, or of the supplier's rows (a feed that rewrote most products), the table
   * is refilled, or the supplier's trigram index built afresh. `onlyAdds`: none of the skus the import
   * wrote was listed before it.
   */
  async finish(db: Db, rewrittenSkus: readonly string[], onlyAdds: boolean): Promise<number> {
    const compared = this.comparedSkus(rewrittenSkus);
    const sync = async () => (compared.length > 0 ? syncCatalogEntries(db, skuSet(compared), onlyAdds) : 0);
    if (this.droppedIndexes.length > 0 || compared.length === 0) {
      const synced = await sync();
      await createIndexes(db, this.droppedIndexes);
      return this.added + synced;
    }
    const { listed, supplied } = await listedCounts(db, this.provider);
    if (changesMost(compared.length, listed)) {
      return refillWithIndexesRebuilt(
        db,
        "catalog_entries",
        sql`insert into catalog_entries (${entryColumns})
            select ${sourceColumns} from products p where ${listedCondition} order by p.id`,
      );
    }
    if (!changesMost(compared.length, supplied)) return this.added + (await sync());
    return this.added + (await withIndexRebuilt(db, "catalog_entries", searchIndexOf(this.provider), sync));
  }
}

/** Brings catalog_entries in line with every listed product (no import to follow); returns rows changed. */
export function syncAllCatalogEntries(db: Db): Promise<number> {
  return syncCatalogEntries(db, undefined, false);
}

/**
 * Deletes, updates and inserts only the catalog_entries rows that differ from the listed products (an
 * upsert would lock, and so write, every existing row even when nothing changed). When none of the skus
 * was listed (`onlyAdds`), there is nothing to delete or update.
 */
async function syncCatalogEntries(db: Db, skus: SQL | undefined, onlyAdds: boolean): Promise<number> {
  const among = (alias: string) => (skus ? sql`${sql.raw(alias)}.sku in ${skus}` : sql`true`);
  const existingRowChanges = [
    sql`delete from catalog_entries e
        where ${among("e")}
          and not exists (select 1 from products p where p.id = e.product_id and ${listedCondition})`,
    sql`update catalog_entries e set (${entryColumns}) = (${sourceColumns})
        from products p
        where p.id = e.product_id and ${among("e")} and (${prefixed("e")}) is distinct from (${sourceColumns})`,
  ];
  const additions = sql`insert into catalog_entries (${entryColumns})
        select ${sourceColumns} from products p
        where ${listedCondition} and ${among("p")}
          and not exists (select 1 from catalog_entries e where e.product_id = p.id)
        -- In name order, the name-keyed indexes take the rows in order: fewer page visits.
        order by lower(p.name), p.sku`;
  let changed = 0;
  for (const change of onlyAdds ? [additions] : [...existingRowChanges, additions]) {
    changed += await countChanged(db, change);
  }
  return changed;
}
