-- Commercial price lists (docs/decisions/0076): rules per list, one default list, companies assigned by id.
-- The rules are evaluated by core/price-rules.ts; these checks keep every stored rule meaningful.
create table price_lists (
  id bigserial primary key,
  name text not null,
  is_default boolean not null default false,
  -- The supplier's trade price (the feed's wholesale) caps percentage prices when the feed gives one.
  caps_at_wholesale boolean not null default false,
  created_at timestamptz not null default now(),
  constraint price_lists_name_key unique (name)
);
--> statement-breakpoint
create unique index price_lists_one_default on price_lists (is_default) where is_default;
--> statement-breakpoint
create table price_list_rules (
  id bigserial primary key,
  price_list_id bigint not null references price_lists (id) on delete cascade,
  kind text not null check (kind in ('list', 'category', 'brand', 'sku', 'break')),
  -- The category slug, brand name or sku the rule is for; '' for list-wide rules and breaks.
  target text not null default '',
  percent_off_bp integer check (percent_off_bp between 0 and 9000),
  fixed_price_cents integer check (fixed_price_cents > 0),
  min_quantity integer not null default 1 check (min_quantity >= 1),
  constraint price_list_rules_target_key unique (price_list_id, kind, target, min_quantity),
  constraint price_list_rules_shape check (
    (kind = 'sku' and target <> '' and fixed_price_cents is not null and percent_off_bp is null and min_quantity = 1)
    or (kind in ('category', 'brand') and target <> '' and percent_off_bp is not null and fixed_price_cents is null and min_quantity = 1)
    or (kind = 'list' and target = '' and percent_off_bp is not null and fixed_price_cents is null and min_quantity = 1)
    or (kind = 'break' and target = '' and percent_off_bp is not null and fixed_price_cents is null and min_quantity >= 2)
  )
);
--> statement-breakpoint
-- Which list a company buys from; a company without a row buys from the default list.
create table company_price_lists (
  company_id text primary key,
  price_list_id bigint not null references price_lists (id),
  assigned_at timestamptz not null default now()
);
--> statement-breakpoint
create index company_price_lists_list on company_price_lists (price_list_id);
--> statement-breakpoint
insert into price_lists (name, is_default, caps_at_wholesale) values ('Commercial', true, true);
--> statement-breakpoint
insert into price_list_rules (price_list_id, kind, target, percent_off_bp, min_quantity)
select id, r.kind, r.target, r.bp, r.min_quantity
from price_lists,
  (values
    ('list', '', 1000, 1),
    ('category', 'grow-lights', 600, 1),
    ('category', 'nutrients-supplements', 1500, 1),
    ('category', 'media-pots', 1500, 1),
    ('category', 'garden-care', 1200, 1),
    ('break', '', 300, 5),
    ('break', '', 500, 10),
    ('break', '', 800, 25)
  ) as r (kind, target, bp, min_quantity)
where name = 'Commercial';
