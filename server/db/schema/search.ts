import { bigint, boolean, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

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
export const catalogWords = pgTable("catalog_words", {
  word: text("word").primaryKey(),
});
