import { bigint, doublePrecision, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

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
