-- Saved payment methods are the provider's (ADR 0120): each user's provider customer, and per method the
-- provider's reference with the brand (or bank), last 4 and expiry the provider reports. A card typed into
-- the old form was never known to any provider and can pay nothing: those rows go, and their buyers add
-- the card again through the provider's form.
create table payment_customers (
  user_id text primary key references users (id) on delete cascade,
  provider_customer_id text not null unique,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
delete from payment_cards;
--> statement-breakpoint
alter table payment_cards
  drop column holder_name,
  drop constraint if exists payment_cards_brand_check,
  add column provider_payment_method_id text not null unique,
  add column type text not null default 'card' check (type in ('card', 'us_bank_account')),
  alter column exp_month drop not null,
  alter column exp_year drop not null,
  add constraint payment_cards_brand_length check (length(brand) between 1 and 100);
