import { result, selectRows, sql, type Db } from "./db/client.ts";
import { rateLimitCounters } from "./db/schema/all.ts";

/** How often one process deletes a database's counters whose window has ended. */
const PRUNE_EVERY_MS = 60_000;
const nextPruneAt = new WeakMap<Db, number>();

/** Deletes ended windows (index-backed, rate_limit_counters_window_ends_at), at most once a minute. */
export async function pruneExpiredCounters(db: Db) {
  const now = Date.now();
  if (now < (nextPruneAt.get(db) ?? 0)) return;
  nextPruneAt.set(db, now + PRUNE_EVERY_MS);
  await db.execute(sql`delete from rate_limit_counters where window_ends_at < now()`);
}

/**
 * Counts one hit on `key` in a fixed window whose counters live in PostgreSQL, so every app instance
 * shares the budget. One upsert; an ended window restarts in the same statement.
 */
export async function countHit(db: Db, key: string, windowMs: number) {
  const [row] = await selectRows(
    db,
    { hits: rateLimitCounters.hits, ttl_ms: result.int },
    sql`insert into rate_limit_counters as c (key, hits, window_ends_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
          window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
        returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl_ms`,
  );
  return { hits: row.hits, ttlMs: row.ttl_ms };
}
