import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { CartItem } from "../../../core/cart.ts";
import { users } from "./accounts.ts";

/** Mirrors migrations/0094_favorites_and_account_carts.sql: what a signed-in user keeps on the account. */
export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sku] }),
    check("favorites_sku_check", sql`((length(sku) >= 1) AND (length(sku) <= 100))`),
  ],
);

export const accountCarts = pgTable("account_carts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  items: jsonb("items").$type<CartItem[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});
