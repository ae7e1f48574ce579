import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Per-client write budgets counted in the database (server/rate-counters.ts). Mirrors migrations/0020_sales.sql and 0031_rate_limit_pruning.sql. */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true, mode: "string" }).notNull(),
});
