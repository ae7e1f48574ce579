-- A signed-in buyer's favourites and cart live on the account, so every device sees
-- them. Both belong to the user, not the company: colleagues keep their own (ADR 0094).
create table favorites (
  user_id text not null references users (id) on delete cascade,
  sku text not null check (length(sku) between 1 and 100),
  created_at timestamptz not null default now(),
  primary key (user_id, sku)
);
--> statement-breakpoint
-- The cart as the browser keeps it (core/cart.ts CartItem[]), written whole like the cookie mirror.
create table account_carts (
  user_id text primary key references users (id) on delete cascade,
  items jsonb not null default '[]'::jsonb,
  updated_at timestamptz not null default now()
);
