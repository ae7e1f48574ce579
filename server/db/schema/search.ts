import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Mirrors migrations/0015_catalog_search_grams.sql. */
export const catalogSearchGrams = pgTable(
  "catalog_search_grams",
  {
    gram: text("gram").notNull(),
    field: text("field").$type<"name" | "sku" | "search_text">().notNull(),
    productIds: bigint("product_ids", { mode: "number" }).array().notNull(),
    complete: boolean("complete").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gram, t.field] })],
);

/** Mirrors migrations/0012_catalog_words.sql: the vocabulary typo correction matches a query against. */
export const catalogWords = pgTable(
  "catalog_words",
  {
    word: text("word").primaryKey(),
  },
  () => [index("catalog_words_trgm").using("gin", sql`word gin_trgm_ops`)],
);

/**
 * Mirrors migrations/0042_catalog_search_head.sql: the first listed products in search's tie order (best
 * sellers first, then name), which a search for common text walks (docs/decisions/0082).
 */
export const catalogSearchHead = pgTable("catalog_search_head", {
  position: integer("position").primaryKey(),
  productId: bigint("product_id", { mode: "number" }).notNull(),
  name: text("name").notNull(),
  sku: text("sku").notNull(),
  searchText: text("search_text").notNull(),
  sales: integer("sales").notNull(),
});
