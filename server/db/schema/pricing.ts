import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { PriceRuleKind } from "../../../core/price-rules.ts";
import { companies } from "./companies.ts";

/** Mirrors migrations/0058_price_lists.sql: commercial price lists (docs/decisions/0076). */
export const priceLists = pgTable(
  "price_lists",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull().unique("price_lists_name_key"),
    isDefault: boolean("is_default").notNull().default(false),
    capsAtWholesale: boolean("caps_at_wholesale").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Raised by triggers on every change to the list or its rules (migration 0102). */
    revision: integer("revision").notNull().default(1),
  },
  () => [
    uniqueIndex("price_lists_one_default")
      .using("btree", sql`is_default`)
      .where(sql`is_default`),
  ],
);

export const priceListRules = pgTable(
  "price_list_rules",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    priceListId: bigint("price_list_id", { mode: "number" })
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    kind: text("kind").$type<PriceRuleKind>().notNull(),
    /** Category slug, brand name or sku; '' for list-wide rules and breaks. */
    target: text("target").notNull().default(""),
    percentOffBp: integer("percent_off_bp"),
    fixedPriceCents: integer("fixed_price_cents"),
    minQuantity: integer("min_quantity").notNull().default(1),
  },
  (t) => [
    unique("price_list_rules_target_key").on(t.priceListId, t.kind, t.target, t.minQuantity),
    check("price_list_rules_fixed_price_cents_check", sql`(fixed_price_cents > 0)`),
    check(
      "price_list_rules_kind_check",
      sql`(kind = ANY (ARRAY['list'::text, 'category'::text, 'brand'::text, 'sku'::text, 'break'::text]))`,
    ),
    check("price_list_rules_min_quantity_check", sql`(min_quantity >= 1)`),
    check("price_list_rules_percent_off_bp_check", sql`((percent_off_bp >= 0) AND (percent_off_bp <= 9000))`),
    check(
      "price_list_rules_shape",
      sql`(((kind = 'sku'::text) AND (target <> ''::text) AND (fixed_price_cents IS NOT NULL) AND (percent_off_bp IS NULL) AND (min_quantity = 1)) OR ((kind = ANY (ARRAY['category'::text, 'brand'::text])) AND (target <> ''::text) AND (percent_off_bp IS NOT NULL) AND (fixed_price_cents IS NULL) AND (min_quantity = 1)) OR ((kind = 'list'::text) AND (target = ''::text) AND (percent_off_bp IS NOT NULL) AND (fixed_price_cents IS NULL) AND (min_quantity = 1)) OR ((kind = 'break'::text) AND (target = ''::text) AND (percent_off_bp IS NOT NULL) AND (fixed_price_cents IS NULL) AND (min_quantity >= 2)))`,
    ),
  ],
);

/** A company's list; a company without a row buys from the default list. */
export const companyPriceLists = pgTable(
  "company_price_lists",
  {
    companyId: text("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    priceListId: bigint("price_list_id", { mode: "number" })
      .notNull()
      .references(() => priceLists.id),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [index("company_price_lists_list").using("btree", sql`price_list_id`)],
);
