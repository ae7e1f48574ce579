import {
  bigint,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Provider } from "../../../core/catalog-types.ts";

/**
 * Mirrors migrations/0011_catalog_entries.sql: the listed catalogue (one row per sku, not discontinued),
 * the narrow read model that search, listings and product pages read (ADR 0010).
 */
export const catalogEntries = pgTable("catalog_entries", {
  productId: bigint("product_id", { mode: "number" }).primaryKey(),
  sku: text("sku").notNull().unique(),
  name: text("name").notNull(),
  brand: text("brand").notNull(),
  category: text("category").notNull(),
  subcategory: text("subcategory").notNull(),
  provider: text("provider").$type<Provider>().notNull(),
  providerRank: smallint("provider_rank").notNull(),
  priceCents: integer("price_cents").notNull(),
  sales: integer("sales").notNull(),
  image: text("image").notNull(),
  wattage120v: doublePrecision("wattage_120v"),
  ratedVoltage: text("rated_voltage"),
  categorySlugs: text("category_slugs").array().notNull(),
  searchText: text("search_text").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** Mirrors migrations/0016_catalog_entry_categories.sql (the SQL file is the source of truth for indexes). */
export const catalogEntryCategories = pgTable(
  "catalog_entry_categories",
  {
    slug: text("slug").notNull(),
    productId: bigint("product_id", { mode: "number" }).notNull(),
    brand: text("brand").notNull(),
    subcategory: text("subcategory").notNull(),
    ratedVoltage: text("rated_voltage"),
    wattage120v: doublePrecision("wattage_120v"),
    priceCents: integer("price_cents").notNull(),
    sales: integer("sales").notNull(),
    defaultRank: smallint("default_rank").notNull(),
    nameKey: text("name_key").notNull(),
    sku: text("sku").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.slug] })],
);
