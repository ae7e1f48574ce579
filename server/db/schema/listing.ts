import { sql } from "drizzle-orm";
import {
  bigint,
  doublePrecision,
  index,
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
export const catalogEntries = pgTable(
  "catalog_entries",
  {
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
    /** The feed's quantity (null: the feed has none); above 0 is in stock. */
    qty: integer("qty"),
    searchText: text("search_text").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  () => [
    index("catalog_entries_category_slugs").using("gin", sql`category_slugs`),
    index("catalog_entries_hydrofarm_search_trgm")
      .using("gin", sql`search_text gin_trgm_ops`)
      .where(sql`(provider = 'hydrofarm'::text)`),
    index("catalog_entries_iluminar_search_trgm")
      .using("gin", sql`search_text gin_trgm_ops`)
      .where(sql`(provider = 'iluminar'::text)`),
    index("catalog_entries_name").using("btree", sql`lower(name), sku`),
    index("catalog_entries_in_stock")
      .using("btree", sql`lower(name), sku`)
      .where(sql`(qty > 0)`),
    index("catalog_entries_price").using("btree", sql`price_cents`),
    index("catalog_entries_provider").using("btree", sql`provider, product_id`),
    index("catalog_entries_sales").using("btree", sql`sales DESC, lower(name), sku`),
    index("catalog_entries_sku_lower").using("btree", sql`lower(sku)`),
    index("catalog_entries_spd_search_trgm")
      .using("gin", sql`search_text gin_trgm_ops`)
      .where(sql`(provider = 'spd'::text)`),
    index("catalog_entries_wattage")
      .using("btree", sql`wattage_120v`)
      .where(sql`(wattage_120v IS NOT NULL)`),
  ],
);

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
    qty: integer("qty"),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.slug] }),
    index("catalog_entry_categories_brand").using("btree", sql`slug, brand`),
    index("catalog_entry_categories_default").using("btree", sql`slug, default_rank, name_key, sku`),
    index("catalog_entry_categories_in_stock")
      .using("btree", sql`slug, default_rank, name_key, sku`)
      .where(sql`(qty > 0)`),
    index("catalog_entry_categories_price").using("btree", sql`slug, price_cents`),
    index("catalog_entry_categories_sales").using("btree", sql`slug, sales`),
  ],
);
