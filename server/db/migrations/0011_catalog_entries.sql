-- The listed catalogue (one row per sku, not discontinued) as a narrow read model, rebuilt by
-- refreshDerivedData at the end of every import. Search, listings, facets and related products scan
-- these ~200-byte rows instead of the ~1 KB products rows (see docs/decisions/0010-catalog-read-model.md).
create table catalog_entries (
  product_id bigint primary key,
  sku text not null unique,
  name text not null,
  brand text not null,
  category text not null,
  subcategory text not null,
  provider text not null,
  provider_rank smallint not null,
  price_cents integer not null,
  sales integer not null,
  image text not null,
  wattage_120v double precision,
  rated_voltage text,
  category_slugs text[] not null,
  search_text text not null,
  updated_at timestamptz not null
);
--> statement-breakpoint
create index catalog_entries_search_trgm on catalog_entries using gin (search_text gin_trgm_ops);
--> statement-breakpoint
create index catalog_entries_category_slugs on catalog_entries using gin (category_slugs);
--> statement-breakpoint
create index catalog_entries_name on catalog_entries (lower(name), sku);
--> statement-breakpoint
create index catalog_entries_sku_lower on catalog_entries (lower(sku));
--> statement-breakpoint
create index catalog_entries_provider on catalog_entries (provider, product_id);
--> statement-breakpoint
create index catalog_entries_priority_name on catalog_entries (provider_rank, lower(name), sku);
