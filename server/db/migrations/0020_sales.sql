create table quotes (
  id bigserial primary key,
  quote_number text not null unique,
  idempotency_key text unique,
  request_hash text not null,
  source text not null check (source in ('quote', 'checkout')),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  company_name text not null default '',
  street_address text not null,
  apartment text not null default '',
  city text not null,
  state text not null,
  zip_code text not null,
  country text not null,
  special_requirements text not null default '',
  item_count integer not null,
  subtotal_cents integer not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create table quote_lines (
  quote_id bigint not null references quotes (id) on delete cascade,
  line_no integer not null,
  sku text not null,
  name text not null,
  brand text not null,
  image text not null,
  quantity integer not null check (quantity > 0),
  unit_price_cents integer,
  available boolean not null,
  primary key (quote_id, line_no)
);
--> statement-breakpoint
create table orders (
  id bigserial primary key,
  order_number text not null unique,
  access_token_hash text not null,
  idempotency_key text unique,
  request_hash text not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'canceled')),
  payment_status text not null default 'awaiting' check (payment_status in ('awaiting', 'authorized', 'captured', 'failed')),
  email text not null,
  phone text not null,
  first_name text not null,
  last_name text not null,
  address text not null,
  apartment text not null default '',
  city text not null,
  state text not null,
  zip_code text not null,
  country text not null,
  card_brand text not null,
  card_last4 text not null check (card_last4 ~ '^[0-9]{4}$'),
  subtotal_cents integer not null,
  shipping_cents integer not null,
  tax_cents integer not null,
  total_cents integer not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create table order_lines (
  order_id bigint not null references orders (id) on delete cascade,
  line_no integer not null,
  sku text not null,
  name text not null,
  brand text not null,
  image text not null,
  quantity integer not null check (quantity > 0),
  unit_price_cents integer not null,
  primary key (order_id, line_no)
);
--> statement-breakpoint
create table form_submissions (
  id bigserial primary key,
  kind text not null check (kind in ('contact', 'rebate')),
  email text not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create table newsletter_subscribers (
  email text primary key,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create table outbox_emails (
  id bigserial primary key,
  template text not null,
  to_address text not null,
  subject text not null,
  html text not null,
  text_body text not null,
  ref_type text not null,
  ref_id text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  logged_at timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index outbox_emails_due on outbox_emails (next_attempt_at) where status = 'pending';
--> statement-breakpoint
create index outbox_emails_ref on outbox_emails (ref_type, ref_id);
--> statement-breakpoint
create table rate_limit_counters (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);
