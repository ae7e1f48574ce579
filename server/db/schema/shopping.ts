import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CartItem } from "../../../core/cart.ts";
import { companies } from "./companies.ts";
import { users } from "./identity.ts";

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

/** A company's shared order lists (ADR 0181): every member reads and edits them unless an admin locked one. */
export const orderLists = pgTable(
  "order_lists",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    locked: boolean("locked").notNull().default(false),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("order_lists_company_name").using("btree", t.companyId, sql`lower(name)`),
    check("order_lists_name_check", sql`((length(name) >= 1) AND (length(name) <= 80))`),
  ],
);

export const orderListLines = pgTable(
  "order_list_lines",
  {
    listId: bigint("list_id", { mode: "number" })
      .notNull()
      .references(() => orderLists.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    quantity: integer("quantity").notNull(),
    note: text("note").notNull().default(""),
    addedAt: timestamp("added_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.sku] }),
    check("order_list_lines_quantity_check", sql`((quantity >= 1) AND (quantity <= 9999))`),
    check("order_list_lines_note_check", sql`(length(note) <= 200)`),
    check("order_list_lines_sku_check", sql`((length(sku) >= 1) AND (length(sku) <= 100))`),
  ],
);
