import type { SQL } from "drizzle-orm";
import { result, selectRows, sql, type Db } from "../../db/client.ts";

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
export interface SecondaryIndex {
  name: string;
  create: string;
}

/**
 * Drops the indexes of `table` that back no constraint (those `chosen` of them) and returns them,
 * for createIndexes to build again once the table is written: building a (trigram) index over all rows
 * at once costs a fraction of maintaining it row by row. Holds the table's ACCESS EXCLUSIVE lock until
 * the transaction ends, so concurrent readers wait for the new rows; a rollback restores the indexes.
 */
export async function dropIndexes(
  db: Db,
  table: string,
  chosen: (name: string) => boolean = () => true,
): Promise<SecondaryIndex[]> {
  const indexes = (
    await selectRows(
      db,
      { relname: result.text(), name: result.text(), create: result.text() },
      sql`select c.relname, format('%I.%I', n.nspname, c.relname) as name, pg_get_indexdef(c.oid) as create
          from pg_index x
          join pg_class c on c.oid = x.indexrelid
          join pg_namespace n on n.oid = c.relnamespace
          where x.indrelid = ${table}::regclass
            and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
          order by c.relname`,
    )
  )
    .filter((index) => chosen(index.relname))
    .map(({ name, create }) => ({ name, create }));
  if (indexes.length > 0) {
    await db.execute(sql.raw(`drop index ${indexes.map((index) => index.name).join(", ")}`));
  }
  return indexes;
}

export async function createIndexes(db: Db, indexes: readonly SecondaryIndex[]): Promise<void> {
  for (const index of indexes) await db.execute(sql.raw(index.create));
}

/**
 * Empties `table` and fills it again with `fill` (an insert … select without returning; the number of
 * rows it inserted is returned), its secondary indexes dropped before and built again after (dropIndexes).
 * Indexes behind constraints (primary key, unique) stay.
 */
export async function refillWithIndexesRebuilt(db: Db, table: string, fill: SQL): Promise<number> {
  const indexes = await dropIndexes(db, table);
  await db.execute(sql`truncate ${sql.identifier(table)}`);
  const [{ filled }] = await selectRows(
    db,
    { filled: result.int },
    sql`with filled as (${fill} returning 1) select count(*)::int as filled from filled`,
  );
  await createIndexes(db, indexes);
  return filled;
}

/** Runs `work` with the index `name` of `table` dropped, then builds it again over every row (dropIndexes). */
export async function withIndexRebuilt<T>(
  db: Db,
  table: string,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const dropped = await dropIndexes(db, table, (index) => index === name);
  const result = await work();
  await createIndexes(db, dropped);
  return result;
}
