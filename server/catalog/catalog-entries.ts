import type { SQL } from "drizzle-orm";
import type { Provider } from "../../core/catalog-types.ts";
import { queryRows, sql, type Db } from "../db/client.ts";
import { listedCondition } from "./product-row.ts";
import { changesMost, refillWithIndexesRebuilt, withIndexRebuilt } from "./table-rebuild.ts";

/** The given skus as a one-column subquery (one jsonb parameter, whatever their number). */
export function skuSet(skus: readonly string[]): SQL {
  return sql`(select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`;
}

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
  "search_text",
  "updated_at",
];

export const entryColumns = sql.raw(columnNames.join(", "));

const prefixed = (table: string) => sql.raw(columnNames.map((column) => `${table}.${column}`).join(", "));

/** catalog_entries' columns computed from the products row aliased p. */
const sourceColumns = sql.raw(
  `p.id, p.sku, p.name, p.brand, p.category, p.subcategory, p.provider, p.provider_rank, p.price_cents,
   p.sales, p.image, p.wattage_120v::float8, p.rated_voltage, p.category_slugs, lower(p.search_text), p.updated_at`,
);

/** Runs an insert, update or delete (without a returning clause); returns how many rows it changed. */
async function countChanged(db: Db, statement: SQL): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`with changed as (${statement} returning 1) select count(*)::int as n from changed`,
  );
  return n;
}

/** What the refresh needs to know of an import's writes to bring catalog_entries up to date. */
export interface EntryChanges {
  /** The supplier whose full feed was imported: the rows written are all its own. */
  provider: Provider;
  /** Skus of the product rows inserted, updated or discontinued. */
  skus: readonly string[];
  /** Those of them whose rows existed before (updated or discontinued, not inserted). */
  rewrittenSkus: readonly string[];
}

/** The partial trigram index over one supplier's rows (migration 0021). */
const searchIndexOf = (provider: Provider) => `catalog_entries_${provider}_search_trgm`;

/**
 * Brings catalog_entries in line with the listed products and returns how many of its rows changed. An
 * import that changed most of the listed catalogue refills the table; otherwise only the rows that differ
 * are deleted, updated and inserted, among the changed skus when they are known, with the supplier's
 * trigram index built afresh when they are most of its rows. `onlyAdds`: none of the changed skus was
 * listed before the import.
 */
export async function refreshCatalogEntries(
  db: Db,
  changes: EntryChanges | undefined,
  onlyAdds: boolean,
): Promise<number> {
  if (!changes) return syncCatalogEntries(db, undefined, false);
  if (changes.skus.length === 0) return 0;
  const [{ listed, supplied }] = await queryRows<{ listed: number; supplied: number }>(
    db,
    sql`select count(*)::int as listed, count(*) filter (where provider = ${changes.provider})::int as supplied
        from catalog_entries`,
  );
  if (changesMost(changes.skus.length, listed)) {
    return refillWithIndexesRebuilt(
      db,
      "catalog_entries",
      sql`insert into catalog_entries (${entryColumns})
          select ${sourceColumns} from products p where ${listedCondition} order by p.id`,
    );
  }
  const sync = () => syncCatalogEntries(db, skuSet(changes.skus), onlyAdds);
  if (!changesMost(changes.skus.length, supplied)) return sync();
  return withIndexRebuilt(db, "catalog_entries", searchIndexOf(changes.provider), sync);
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
