-- Card and bank payments through a provider (ADR 0120). No card number, expiry or CVV ever reaches the
-- shop: an order's payment is the provider's payment (a Stripe PaymentIntent) for the server's total, and
-- what the shop keeps is its reference, its state and how it was paid ('Visa ending in 4242').
alter table sales_documents drop constraint if exists sales_documents_payment_status_check;
--> statement-breakpoint
alter table sales_documents add constraint sales_documents_payment_status_check check (
  payment_status in (
    'awaiting', 'processing', 'authorized', 'captured', 'failed', 'canceled', 'partially_refunded', 'refunded'
  )
);
--> statement-breakpoint
-- 'link': placed without a provider; the buyer pays by a payment link staff send, or staff record it.
alter table sales_documents drop constraint if exists sales_documents_payment_method_check;
--> statement-breakpoint
alter table sales_documents add constraint sales_documents_payment_method_check check (
  payment_method in ('card', 'account', 'link')
);
--> statement-breakpoint
-- A card order no longer carries a card when it is placed: the card is chosen in the provider's frame.
alter table sales_documents drop constraint if exists sales_documents_order_payment;
--> statement-breakpoint
alter table sales_documents add constraint sales_documents_order_payment check (
  kind <> 'order' or payment_status is not null
);
--> statement-breakpoint
create table payments (
  id bigserial primary key,
  -- What is paid: an order at checkout, or an order's invoice on account.
  purpose text not null check (purpose in ('order', 'invoice')),
  document_id bigint not null references sales_documents (id) on delete restrict,
  invoice_id bigint references invoices (id) on delete restrict,
  -- The key the provider de-duplicates creation by: the order number, or the invoice number and amount.
  idempotency_key text not null unique,
  provider text not null default 'stripe',
  provider_payment_id text unique,
  amount_cents bigint not null check (amount_cents > 0),
  currency text not null default 'usd',
  status text not null default 'awaiting' check (
    status in (
      'awaiting', 'processing', 'authorized', 'captured', 'failed', 'canceled', 'partially_refunded', 'refunded'
    )
  ),
  -- The provider's time of the event that set the status (orders a failed attempt and the next one).
  status_at timestamptz not null default now(),
  method_label text,
  failure_message text,
  captured_cents bigint not null default 0 check (captured_cents >= 0),
  refunded_cents bigint not null default 0 check (refunded_cents >= 0),
  authorization_expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((purpose = 'invoice') = (invoice_id is not null))
);
--> statement-breakpoint
create unique index payments_one_per_order on payments (document_id) where purpose = 'order';
--> statement-breakpoint
create index payments_invoice on payments (invoice_id) where invoice_id is not null;
--> statement-breakpoint
-- The staff overview lists card authorisations that lapse soon.
create index payments_authorized on payments (authorization_expires_at) where status = 'authorized';
--> statement-breakpoint
-- Every provider event, stored by its id before it is acted on: a replay finds it and changes nothing.
create table payment_events (
  id text primary key,
  type text not null,
  payment_id bigint references payments (id) on delete set null,
  outcome text not null,
  occurred_at timestamptz not null,
  received_at timestamptz not null default now()
);
--> statement-breakpoint
create index payment_events_payment on payment_events (payment_id, received_at) where payment_id is not null;
--> statement-breakpoint
-- Refunds asked of the provider: written before the call, so a retry sends the same key and never a second.
create table payment_refunds (
  id bigserial primary key,
  payment_id bigint not null references payments (id) on delete restrict,
  source_key text not null unique,
  reason text not null,
  amount_cents bigint not null check (amount_cents > 0),
  provider_refund_id text unique,
  status text not null default 'requested' check (
    status in ('requested', 'pending', 'succeeded', 'failed', 'canceled')
  ),
  failure_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create index payment_refunds_payment on payment_refunds (payment_id, id);
