-- Category listings as a narrow read model: one row per (category slug, listed product) with only the
-- columns a category page filters and sorts on, kept by refreshListingIndex at every import. A filtered,
-- sorted page or count of one category is then a range of these indexes, bounded by the category (ADR 0010).
create table catalog_entry_categories (
  slug text not null,
  product_id bigint not null,
  brand text not null,
  subcategory text not null,
  rated_voltage text,
  wattage_120v double precision,
  price_cents integer not null,
  sales integer not null,
  -- provider_rank where the category orders by provider priority (the specification default sort), else 0.
  default_rank smallint not null,
  name_key text not null,
  sku text not null,
  primary key (product_id, slug)
);
--> statement-breakpoint
create index catalog_entry_categories_default on catalog_entry_categories (slug, default_rank, name_key, sku);
--> statement-breakpoint
create index catalog_entry_categories_price on catalog_entry_categories (slug, price_cents);
--> statement-breakpoint
create index catalog_entry_categories_sales on catalog_entry_categories (slug, sales);
--> statement-breakpoint
create index catalog_entry_categories_brand on catalog_entry_categories (slug, brand);
--> statement-breakpoint
-- Brands cluster by category (a grow-lights brand is rare among nutrients): joint statistics let the
-- planner see how many rows a brand has in one category when it picks an index walk or a sort.
create statistics catalog_entry_categories_slug_brand (mcv) on slug, brand from catalog_entry_categories;
