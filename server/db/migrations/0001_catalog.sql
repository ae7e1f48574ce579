create table products (
  id bigserial primary key,
  provider text not null check (provider in ('iluminar', 'spd', 'hydrofarm')),
  provider_rank smallint not null,
  sku text not null,
  source_id text,
  name text not null,
  category text not null,
  subcategory text not null,
  brand text not null,
  company_name text,
  price_cents integer not null default 0,
  msrp_cents integer,
  map_cents integer,
  cost_cents integer,
  wholesale_cents integer,
  qty integer,
  image text not null,
  images text[] not null default '{}',
  upc text,
  spec_sheet text,
  manual text,
  short_description text,
  long_description text,
  important_notes text,
  specs jsonb not null default '{}'::jsonb,
  wattage_120v numeric,
  wattage_240v numeric,
  wattage_277v numeric,
  rated_voltage text,
  sales integer not null default 0,
  category_slugs text[] not null default '{}',
  search_text text not null,
  is_primary boolean not null default true,
  discontinued boolean not null default false,
  content_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, sku)
);
--> statement-breakpoint
create index products_search_trgm on products using gin (search_text gin_trgm_ops);
--> statement-breakpoint
create index products_category_slugs on products using gin (category_slugs);
--> statement-breakpoint
create index products_sku_lower on products (lower(sku));
--> statement-breakpoint
create index products_name_lower on products (lower(name));
--> statement-breakpoint
create table category_facets (
  slug text primary key,
  product_count integer not null,
  facets jsonb not null,
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create table brands (
  name text primary key,
  provider text not null,
  category_slug text not null,
  original_category text not null,
  logo text,
  product_count integer not null
);
--> statement-breakpoint
create table import_runs (
  id bigserial primary key,
  provider text not null,
  source text not null,
  status text not null check (status in ('running', 'succeeded', 'failed')),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  read_count integer not null default 0,
  inserted_count integer not null default 0,
  updated_count integer not null default 0,
  unchanged_count integer not null default 0,
  rejected_count integer not null default 0,
  discontinued_count integer not null default 0,
  rejected_reasons jsonb not null default '[]'::jsonb,
  error text,
  seconds double precision
);
