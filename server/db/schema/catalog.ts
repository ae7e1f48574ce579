import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { BrandEntry, Facets } from "../../../core/catalog-types.ts";

/** Mirrors migrations/0001_catalog.sql (the SQL file is the source of truth for indexes). */
export const products = pgTable(
  "products",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").$type<"iluminar" | "spd" | "hydrofarm">().notNull(),
    providerRank: smallint("provider_rank").notNull(),
    sku: text("sku").notNull(),
    sourceId: text("source_id"),
    name: text("name").notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory").notNull(),
    brand: text("brand").notNull(),
    companyName: text("company_name"),
    priceCents: integer("price_cents").notNull().default(0),
    msrpCents: integer("msrp_cents"),
    mapCents: integer("map_cents"),
    costCents: integer("cost_cents"),
    wholesaleCents: integer("wholesale_cents"),
    qty: integer("qty"),
    image: text("image").notNull(),
    images: text("images").array().notNull().default([]),
    upc: text("upc"),
    specSheet: text("spec_sheet"),
    manual: text("manual"),
    shortDescription: text("short_description"),
    longDescription: text("long_description"),
    importantNotes: text("important_notes"),
    specs: jsonb("specs").$type<Record<string, string>>().notNull().default({}),
    wattage120v: numeric("wattage_120v", { mode: "number" }),
    wattage240v: numeric("wattage_240v", { mode: "number" }),
    wattage277v: numeric("wattage_277v", { mode: "number" }),
    ratedVoltage: text("rated_voltage"),
    sales: integer("sales").notNull().default(0),
    categorySlugs: text("category_slugs").array().notNull().default([]),
    searchText: text("search_text").notNull(),
    isPrimary: boolean("is_primary").notNull().default(true),
    discontinued: boolean("discontinued").notNull().default(false),
    contentHash: text("content_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.provider, t.sku),
    check(
      "products_provider_check",
      sql`(provider = ANY (ARRAY['iluminar'::text, 'spd'::text, 'hydrofarm'::text]))`,
    ),
    index("products_same_spec")
      .using(
        "btree",
        sql`lower(subcategory), provider, COALESCE(wattage_120v, wattage_240v, wattage_277v), price_cents, sku`,
      )
      .where(sql`(is_primary AND (NOT discontinued))`),
    index("products_secondary_search_trgm")
      .using("gin", sql`search_text gin_trgm_ops`)
      .where(sql`((NOT is_primary) AND (NOT discontinued))`),
    index("products_sku").using("btree", sql`sku`),
  ],
);

export const categoryFacets = pgTable("category_facets", {
  slug: text("slug").primaryKey(),
  productCount: integer("product_count").notNull(),
  facets: jsonb("facets").$type<Facets>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const brands = pgTable("brands", {
  name: text("name").primaryKey(),
  provider: text("provider").$type<BrandEntry["provider"]>().notNull(),
  categorySlug: text("category_slug").notNull(),
  originalCategory: text("original_category").notNull(),
  logo: text("logo"),
  productCount: integer("product_count").notNull(),
});

export const importRuns = pgTable(
  "import_runs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").notNull(),
    source: text("source").notNull(),
    status: text("status").$type<"running" | "succeeded" | "failed">().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    readCount: integer("read_count").notNull().default(0),
    insertedCount: integer("inserted_count").notNull().default(0),
    updatedCount: integer("updated_count").notNull().default(0),
    unchangedCount: integer("unchanged_count").notNull().default(0),
    rejectedCount: integer("rejected_count").notNull().default(0),
    discontinuedCount: integer("discontinued_count").notNull().default(0),
    rejectedReasons: jsonb("rejected_reasons")
      .$type<{ reason: string; count: number }[]>()
      .notNull()
      .default([]),
    error: text("error"),
    seconds: doublePrecision("seconds"),
    /** The process running it (migration 0033), so a later start can tell a dead run from a live one. */
    host: text("host"),
    pid: integer("pid"),
  },
  () => [
    check(
      "import_runs_status_check",
      sql`(status = ANY (ARRAY['running'::text, 'succeeded'::text, 'failed'::text]))`,
    ),
    index("import_runs_running")
      .using("btree", sql`id`)
      .where(sql`(status = 'running'::text)`),
  ],
);
