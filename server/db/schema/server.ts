import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Mirrors migrations/0032_server_secrets.sql: keys the server signs with, shared by every instance. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Created by migrate.ts itself (not by a migration): the migrations applied so far. */
export const schemaMigrations = pgTable("schema_migrations", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
