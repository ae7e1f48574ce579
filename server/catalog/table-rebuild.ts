import type { SQL } from "drizzle-orm";
import { queryRows, sql, type Db } from "../db/client.ts";

/**
 * Share of a table's (or an index's) rows an import must change for it to be rebuilt with its indexes
 * built afresh instead of maintained row by row: above it, building an index over every row costs less
 * than maintaining it (docs/decisions/0045-bulk-import-throughput.md).
 */
export const REBUILD_SHARE = 0.5;

/** Whether `changed` rows are most of a set that holds `rows` besides them. */
export function changesMost(changed: number, rows: number): boolean {
  return changed >= REBUILD_SHARE * (rows + changed);
}

/** An index that backs no constraint: its qualified name and the statement that creates it. */
interface SecondaryIndex {
  name: string;
  create: string;
}

/** Drops the indexes of `table` that back no constraint (or only the one named `only`); returns them. */
async function dropIndexes(db: Db, table: string, only?: string): Promise<SecondaryIndex[]> {
  const indexes = await queryRows<SecondaryIndex>(
    db,
    sql`select format('%I.%I', n.nspname, c.relname) as name, pg_get_indexdef(c.oid) as create
        from pg_index x
        join pg_class c on c.oid = x.indexrelid
        join pg_namespace n on n.oid = c.relnamespace
        where x.indrelid = ${table}::regclass
          and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
          ${only === undefined ? sql`` : sql`and c.relname = ${only}`}
        order by c.relname`,
  );
  if (indexes.length > 0) {
    await db.execute(sql.raw(`drop index ${indexes.map((index) => index.name).join(", ")}`));
  }
  return indexes;
}

async function createIndexes(db: Db, indexes: readonly SecondaryIndex[]): Promise<void> {
  for (const index of indexes) await db.execute(sql.raw(index.create));
}

/**
 * Empties `table` and fills it again with `fill` (an insert … select without returning; the number of
 * rows it inserted is returned), its secondary indexes dropped before and built again after: building a
 * (trigram) index over all rows at once costs a fraction of maintaining it row by row. Indexes behind
 * constraints (primary key, unique) stay. Inside a transaction this holds the table's ACCESS EXCLUSIVE
 * lock until commit, so concurrent readers wait for the new rows instead of seeing the old ones; a
 * rollback restores the table and its indexes.
 */
export async function refillWithIndexesRebuilt(db: Db, table: string, fill: SQL): Promise<number> {
  const indexes = await dropIndexes(db, table);
  await db.execute(sql`truncate ${sql.identifier(table)}`);
  const [{ filled }] = await queryRows<{ filled: number }>(
    db,
    sql`with filled as (${fill} returning 1) select count(*)::int as filled from filled`,
  );
  await createIndexes(db, indexes);
  return filled;
}

/**
 * Runs `work` with the index `name` of `table` dropped, then builds it again over every row (as
 * refillWithIndexesRebuilt, for one index: a partial index over the rows `work` mostly writes). Holds the
 * table's ACCESS EXCLUSIVE lock until the transaction ends.
 */
export async function withIndexRebuilt<T>(
  db: Db,
  table: string,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const dropped = await dropIndexes(db, table, name);
  const result = await work();
  await createIndexes(db, dropped);
  return result;
}
