-- The buyer's Account Information (Profile, Notification preferences) and saved payment cards
-- (Payment method; ADR 0097). A profile row exists once the user saves one; without it the defaults apply.
-- A card is kept only as brand, last 4 digits and expiry: never the number or the CVV (ADR 0023).
create table user_profiles (
  user_id text primary key references users (id) on delete cascade,
  phone text not null default '' check (length(phone) <= 40),
  country text not null default 'USA' check (country in ('USA', 'Canada')),
  state text not null default '' check (length(state) <= 60),
  address text not null default '' check (length(address) <= 200),
  city text not null default '' check (length(city) <= 100),
  zip_code text not null default '' check (length(zip_code) <= 20),
  order_updates boolean not null default true,
  promotions boolean not null default false,
  newsletter boolean not null default false,
  account_alerts boolean not null default true,
  email_channel boolean not null default true,
  sms_channel boolean not null default false,
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create table payment_cards (
  id text primary key default gen_random_uuid()::text,
  user_id text not null references users (id) on delete cascade,
  brand text not null check (brand in ('Visa', 'Mastercard', 'American Express', 'Discover', 'Card')),
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month integer not null check (exp_month between 1 and 12),
  exp_year integer not null check (exp_year between 2000 and 2100),
  holder_name text not null check (length(holder_name) between 1 and 100),
  is_primary boolean not null default false,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index payment_cards_user on payment_cards (user_id, created_at);
--> statement-breakpoint
create unique index payment_cards_one_primary on payment_cards (user_id) where is_primary;
