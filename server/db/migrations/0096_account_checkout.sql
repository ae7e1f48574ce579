-- Checkout for accounts (ADR 0095): a company's ship-to addresses (one default), orders
-- paid on account (net 30) with their invoices, and tax-exemption certificates per state, kept in the
-- database (never under a public folder) and verified by staff.
create table company_addresses (
  id text primary key default gen_random_uuid()::text,
  company_id text not null references companies (id) on delete cascade,
  label text not null default '' check (length(label) <= 60),
  first_name text not null check (length(first_name) between 1 and 100),
  last_name text not null check (length(last_name) between 1 and 100),
  street_address text not null check (length(street_address) between 1 and 200),
  apartment text not null default '' check (length(apartment) <= 100),
  city text not null check (length(city) between 1 and 100),
  state text not null check (length(state) between 1 and 100),
  zip_code text not null check (length(zip_code) between 1 and 20),
  country text not null,
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index company_addresses_company on company_addresses (company_id, created_at);
--> statement-breakpoint
-- At most one default address per company.
create unique index company_addresses_one_default on company_addresses (company_id) where is_default;
--> statement-breakpoint
alter table sales_documents
  add column payment_method text not null default 'card' check (payment_method in ('card', 'account'));
--> statement-breakpoint
alter table sales_documents drop constraint sales_documents_order_payment;
--> statement-breakpoint
-- A checkout order by card keeps its brand and last 4; one on account (net 30) and one converted from a
-- quote carry no card.
alter table sales_documents add constraint sales_documents_order_payment check (
  kind <> 'order' or (
    payment_status is not null
    and (
      source_document_id is not null
      or payment_method = 'account'
      or (card_brand is not null and card_last4 is not null)
    )
  )
);
--> statement-breakpoint
-- The credit a company has used: its open orders on account.
create index sales_documents_on_account on sales_documents (company_id)
  where payment_method = 'account' and company_id is not null;
--> statement-breakpoint
create table invoices (
  id bigserial primary key,
  number text not null unique,
  document_id bigint not null unique references sales_documents (id) on delete restrict,
  company_id text not null references companies (id) on delete restrict,
  issued_on date not null,
  due_on date not null,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  check (due_on >= issued_on)
);
--> statement-breakpoint
create index invoices_company on invoices (company_id, issued_on desc, id desc);
--> statement-breakpoint
create table tax_certificates (
  id text primary key default gen_random_uuid()::text,
  company_id text not null references companies (id) on delete cascade,
  state text not null check (length(state) between 1 and 100),
  file_name text not null check (length(file_name) between 1 and 200),
  content_type text not null check (content_type in ('application/pdf', 'image/png', 'image/jpeg')),
  byte_size integer not null check (byte_size between 1 and 4194304),
  content bytea not null,
  status text not null default 'pending' check (status in ('pending', 'verified', 'rejected')),
  uploaded_by text references users (id) on delete set null,
  uploaded_at timestamptz not null default now(),
  reviewed_by text,
  reviewed_at timestamptz
);
--> statement-breakpoint
create index tax_certificates_company on tax_certificates (company_id, state, uploaded_at desc);
--> statement-breakpoint
create index tax_certificates_pending on tax_certificates (uploaded_at) where status = 'pending';
