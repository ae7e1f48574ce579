import { Counter, Gauge, Registry } from "prom-client";
import { sql } from "drizzle-orm";
import { result, selectRows, type Database } from "../db/client.ts";
import type { PageCache } from "../page-cache.ts";

/** Gauges read from this server's database and page cache each time Prometheus scrapes. */
export interface ServerMetrics {
  registry: Registry;
  /** The page cache the SSR plugin made, once it has made it. */
  watchPageCache(cache: PageCache): void;
}

const IMPORT_COUNTS = ["read", "inserted", "updated", "unchanged", "rejected", "discontinued"] as const;

export function createServerMetrics(database: Database): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  let pageCache: PageCache | undefined;

  new Gauge({
    name: "canopy_db_pool_connections",
    help: "PostgreSQL pool connections: total open, idle, and the pool's maximum; queries waiting for one.",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const use = database.poolUse?.();
      if (!use) return;
      for (const state of ["max", "total", "idle", "waiting"] as const) this.set({ state }, use[state]);
    },
  });

  new Gauge({
    name: "canopy_outbox_emails",
    help: "Mails of the outbox not delivered: pending (waiting or retrying) and failed (given up).",
    labelNames: ["status"] as const,
    registers,
    async collect() {
      const rows = await selectRows(
        database.db,
        { status: result.text<"pending" | "failed">(), n: result.int },
        sql`select status, count(*)::int as n from outbox_emails
            where status in ('pending', 'failed') group by status`,
      );
      for (const status of ["pending", "failed"] as const) {
        this.set({ status }, rows.find((row) => row.status === status)?.n ?? 0);
      }
    },
  });

  const latestImports = () =>
    selectRows(
      database.db,
      {
        provider: result.text(),
        status: result.text(),
        finished: result.float,
        read: result.int,
        inserted: result.int,
        updated: result.int,
        unchanged: result.int,
        rejected: result.int,
        discontinued: result.int,
      },
      sql`select distinct on (provider) provider, status,
            extract(epoch from coalesce(finished_at, started_at))::float8 as finished,
            read_count as read, inserted_count as inserted, updated_count as updated,
            unchanged_count as unchanged, rejected_count as rejected, discontinued_count as discontinued
          from import_runs order by provider, id desc`,
    );
  new Gauge({
    name: "canopy_import_last_run_timestamp_seconds",
    help: "When each supplier's latest import finished (started, while it runs), by its result.",
    labelNames: ["provider", "status"] as const,
    registers,
    async collect() {
      this.reset();
      for (const run of await latestImports()) {
        this.set({ provider: run.provider, status: run.status }, run.finished);
      }
    },
  });
  new Gauge({
    name: "canopy_import_last_run_products",
    help: "Each supplier's latest import: products read, inserted, updated, unchanged, rejected, discontinued.",
    labelNames: ["provider", "count"] as const,
    registers,
    async collect() {
      this.reset();
      for (const run of await latestImports()) {
        for (const count of IMPORT_COUNTS) this.set({ provider: run.provider, count }, run[count]);
      }
    },
  });

  new Counter({
    name: "canopy_page_cache_lookups_total",
    help: "Pages asked of the rendered page cache: hit (served from it) or miss (rendered).",
    labelNames: ["result"] as const,
    registers,
    collect() {
      if (!pageCache) return;
      this.reset();
      this.inc({ result: "hit" }, pageCache.lookups.hits);
      this.inc({ result: "miss" }, pageCache.lookups.misses);
    },
  });
  new Gauge({
    name: "canopy_page_cache_bytes",
    help: "Memory the rendered page cache holds (PAGE_CACHE_MB is its limit).",
    registers,
    collect() {
      if (pageCache) this.set(pageCache.storedBytes);
    },
  });
  new Gauge({
    name: "canopy_page_cache_pages",
    help: "Pages the rendered page cache holds.",
    registers,
    collect() {
      if (pageCache) this.set(pageCache.size);
    },
  });

  return { registry, watchPageCache: (cache) => (pageCache = cache) };
}
