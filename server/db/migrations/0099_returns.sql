-- Returns of delivered order lines (policy text: within 15 days of delivery, 15% restocking fee; ADR 0098).
-- A return is its own record, not a sales document: it points at the order and the order's lines.
create table return_requests (
  id bigserial primary key,
  number text not null unique,
  order_id bigint not null references sales_documents (id) on delete restrict,
  company_id text not null references companies (id) on delete restrict,
  requested_by text references users (id) on delete set null,
  contact_email text not null,
  status text not null default 'requested'
    check (status in ('requested', 'approved', 'rejected', 'received')),
  reason text not null check (length(reason) between 1 and 1000),
  rejection_reason text not null default '' check (length(rejection_reason) <= 1000),
  subtotal_cents bigint not null check (subtotal_cents >= 0),
  restocking_fee_cents bigint not null check (restocking_fee_cents >= 0),
  refund_cents bigint not null check (refund_cents >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create index return_requests_company on return_requests (company_id, created_at desc);
--> statement-breakpoint
create index return_requests_order on return_requests (order_id);
--> statement-breakpoint
create index return_requests_status on return_requests (status, created_at desc);
--> statement-breakpoint
create table return_lines (
  return_id bigint not null references return_requests (id) on delete cascade,
  line_no integer not null,
  sku text not null,
  name text not null,
  quantity integer not null check (quantity > 0),
  unit_price_cents bigint not null check (unit_price_cents >= 0),
  primary key (return_id, line_no)
);
