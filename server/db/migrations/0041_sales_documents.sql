-- One sales document for quotes and orders (later invoices and returns): ADR 0065. The allowed statuses
-- per kind mirror core/document-status.ts, whose transition table is the one place moves are decided.
create table sales_documents (
  id bigserial primary key,
  kind text not null check (kind in ('quote', 'order')),
  number text not null,
  status text not null,
  source_document_id bigint references sales_documents (id),
  idempotency_key text,
  request_hash text not null,
  submitted_from text not null check (submitted_from in ('quote', 'checkout')),
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
  notes text not null default '',
  payment_status text check (payment_status in ('awaiting', 'authorized', 'captured', 'failed')),
  card_brand text,
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  item_count integer not null,
  subtotal_cents bigint not null,
  shipping_cents bigint not null default 0,
  tax_cents bigint not null default 0,
  total_cents bigint not null,
  created_at timestamptz not null default now(),
  constraint sales_documents_number_key unique (number),
  constraint sales_documents_idempotency_key unique (kind, idempotency_key),
  constraint sales_documents_status check (
    (kind = 'quote' and status in ('pending', 'priced', 'revised', 'accepted', 'declined', 'expired', 'canceled', 'converted'))
    or (kind = 'order' and status in ('pending', 'paid', 'processing', 'shipped', 'in_transit', 'exception', 'delivered', 'canceled'))
  ),
  constraint sales_documents_order_payment check (
    kind <> 'order' or (payment_status is not null and card_brand is not null and card_last4 is not null)
  )
);
--> statement-breakpoint
create index sales_documents_source on sales_documents (source_document_id) where source_document_id is not null;
--> statement-breakpoint
create table sales_document_lines (
  document_id bigint not null references sales_documents (id) on delete cascade,
  line_no integer not null,
  sku text not null,
  name text not null,
  brand text not null,
  image text not null,
  quantity integer not null check (quantity > 0),
  -- Null on a quote line the catalogue no longer sells: sales prices it.
  unit_price_cents bigint,
  available boolean not null default true,
  line_total_cents bigint generated always as (unit_price_cents * quantity) stored,
  primary key (document_id, line_no)
);
--> statement-breakpoint
create table sales_document_events (
  id bigserial primary key,
  document_id bigint not null references sales_documents (id) on delete cascade,
  -- Null on the event that created the document.
  from_status text,
  to_status text not null,
  -- Who moved it: 'customer', 'system', a staff name; a user id once accounts exist.
  actor text not null,
  reason text not null default '',
  at timestamptz not null default now()
);
--> statement-breakpoint
create index sales_document_events_document on sales_document_events (document_id, id);
--> statement-breakpoint
-- Existing rows keep their numbers (so order links' HMAC tokens stay valid) and timestamps.
insert into sales_documents (
  kind, number, status, idempotency_key, request_hash, submitted_from, first_name, last_name, email, phone,
  company_name, street_address, apartment, city, state, zip_code, country, notes,
  item_count, subtotal_cents, total_cents, created_at
)
select 'quote', quote_number, 'pending', idempotency_key, request_hash, source, first_name, last_name, email, phone,
  company_name, street_address, apartment, city, state, zip_code, country, special_requirements,
  item_count, subtotal_cents, subtotal_cents, created_at
from quotes
order by id;
--> statement-breakpoint
insert into sales_documents (
  kind, number, status, idempotency_key, request_hash, submitted_from, first_name, last_name, email, phone,
  street_address, apartment, city, state, zip_code, country, payment_status, card_brand, card_last4,
  item_count, subtotal_cents, shipping_cents, tax_cents, total_cents, created_at
)
select 'order', o.order_number, o.status, o.idempotency_key, o.request_hash, 'checkout', o.first_name, o.last_name,
  o.email, o.phone, o.address, o.apartment, o.city, o.state, o.zip_code, o.country, o.payment_status, o.card_brand,
  o.card_last4, coalesce((select sum(l.quantity)::int from order_lines l where l.order_id = o.id), 0),
  o.subtotal_cents, o.shipping_cents, o.tax_cents, o.total_cents, o.created_at
from orders o
order by o.id;
--> statement-breakpoint
insert into sales_document_lines (document_id, line_no, sku, name, brand, image, quantity, unit_price_cents, available)
select d.id, l.line_no, l.sku, l.name, l.brand, l.image, l.quantity, l.unit_price_cents, l.available
from quote_lines l
join quotes q on q.id = l.quote_id
join sales_documents d on d.kind = 'quote' and d.number = q.quote_number;
--> statement-breakpoint
insert into sales_document_lines (document_id, line_no, sku, name, brand, image, quantity, unit_price_cents, available)
select d.id, l.line_no, l.sku, l.name, l.brand, l.image, l.quantity, l.unit_price_cents, true
from order_lines l
join orders o on o.id = l.order_id
join sales_documents d on d.kind = 'order' and d.number = o.order_number;
--> statement-breakpoint
-- The history starts where the old tables knew it: the document's current status, when it was created.
insert into sales_document_events (document_id, from_status, to_status, actor, reason, at)
select id, null, status, 'customer',
  case when kind = 'quote' then 'Quote request submitted' else 'Order placed' end || ' (before sales documents)',
  created_at
from sales_documents
order by id;
--> statement-breakpoint
drop table quote_lines, quotes, order_lines, orders;
