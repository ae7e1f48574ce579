import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Per-client write budgets counted in the database (server/rate-counters.ts). Mirrors migrations/0020_sales.sql and 0031_rate_limit_pruning.sql. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  () => [index("rate_limit_counters_window_ends_at").using("btree", sql`window_ends_at`)],
);
