-- Orders to the door and quotes priced (ADR 0088, 0089): the carrier's number and the estimated delivery
-- of a shipped order, a new 'out_for_delivery' step, a priced quote's expiry and note to the buyer, and
-- orders converted from a quote, which carry no card.
alter table sales_documents
  add column carrier text,
  add column tracking_number text,
  add column estimated_delivery date,
  add column expires_at timestamptz,
  add column sales_note text not null default '';
--> statement-breakpoint
alter table sales_documents drop constraint sales_documents_status;
--> statement-breakpoint
alter table sales_documents add constraint sales_documents_status check (
  (kind = 'quote' and status in ('pending', 'priced', 'revised', 'accepted', 'declined', 'expired', 'canceled', 'converted'))
  or (kind = 'order' and status in ('pending', 'paid', 'processing', 'shipped', 'in_transit', 'out_for_delivery', 'exception', 'delivered', 'canceled'))
);
--> statement-breakpoint
alter table sales_documents drop constraint sales_documents_order_payment;
--> statement-breakpoint
-- A checkout order keeps its card's brand and last 4; an order converted from a quote is paid on terms.
alter table sales_documents add constraint sales_documents_order_payment check (
  kind <> 'order' or (
    payment_status is not null
    and (source_document_id is not null or (card_brand is not null and card_last4 is not null))
  )
);
--> statement-breakpoint
-- Whatever left the warehouse has a carrier and a tracking number.
alter table sales_documents add constraint sales_documents_shipment check (
  kind <> 'order'
  or status not in ('shipped', 'in_transit', 'out_for_delivery', 'exception', 'delivered')
  or (carrier is not null and tracking_number is not null)
);
--> statement-breakpoint
-- Tracking by the carrier's number, as typed with or without spaces and dashes (core/fulfilment.ts).
create index sales_documents_tracking on sales_documents ((upper(regexp_replace(tracking_number, '[\s-]+', '', 'g'))))
  where tracking_number is not null;
--> statement-breakpoint
-- The back office's lists: one kind, optionally one status, newest first.
create index sales_documents_kind_status on sales_documents (kind, status, created_at desc);
--> statement-breakpoint
create index sales_documents_kind_created on sales_documents (kind, created_at desc);
