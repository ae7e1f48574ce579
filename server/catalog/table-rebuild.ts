import type { SQL } from "drizzle-orm";
import { queryRows, sql, type Db } from "../db/client.ts";

interface SecondaryIndex {
  drop: string;
  create: string;
}

/** The indexes of `table` that back no constraint, as the statements that drop and recreate them. */
function secondaryIndexes(db: Db, table: string): Promise<SecondaryIndex[]> {
  return queryRows<SecondaryIndex>(
    db,
    sql`select format('drop index %I.%I', n.nspname, c.relname) as drop, pg_get_indexdef(c.oid) as create
        from pg_index x
        join pg_class c on c.oid = x.indexrelid
        join pg_namespace n on n.oid = c.relnamespace
        where x.indrelid = ${table}::regclass
          and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
        order by c.relname`,
  );
}

/**
 * Empties `table` and fills it again with `fill` (an insert … select without returning; the number of
 * rows it inserted is returned), its secondary indexes dropped
 * before and built again after: building a (trigram) index over all rows at once costs a fraction of
 * maintaining it row by row. Indexes behind constraints (primary key, unique) stay. Inside a transaction
 * this holds the table's ACCESS EXCLUSIVE lock until commit, so concurrent readers wait for the new rows
 * instead of seeing the old ones; a rollback restores the table and its indexes.
 */
export async function refillWithIndexesRebuilt(db: Db, table: string, fill: SQL): Promise<number> {
  const indexes = await secondaryIndexes(db, table);
  for (const index of indexes) await db.execute(sql.raw(index.drop));
  await db.execute(sql`truncate ${sql.identifier(table)}`);
  const [{ filled }] = await queryRows<{ filled: number }>(
    db,
    sql`with filled as (${fill} returning 1) select count(*)::int as filled from filled`,
  );
  for (const index of indexes) await db.execute(sql.raw(index.create));
  return filled;
}
