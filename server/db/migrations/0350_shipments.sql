CREATE TABLE "shipment_lines" (
	"shipment_id" bigint NOT NULL,
	"document_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_shipment_id_line_no_pk" PRIMARY KEY("shipment_id","line_no"),
	CONSTRAINT "shipment_lines_quantity_check" CHECK ((quantity > 0))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"shipped_on" date NOT NULL,
	"estimated_delivery" date,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_document_seq" UNIQUE("document_id","seq"),
	CONSTRAINT "shipments_seq_check" CHECK ((seq > 0))
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_document_id_unique";
--> statement-breakpoint
ALTER TABLE "sales_documents" DROP CONSTRAINT "sales_documents_shipment";
--> statement-breakpoint
ALTER TABLE "sales_documents" DROP CONSTRAINT "sales_documents_status";
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "shipment_id" bigint;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "subtotal_cents" bigint;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "shipping_cents" bigint;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_cents" bigint;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total_cents" bigint;
--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "shipments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_line_fkey" FOREIGN KEY ("document_id","line_no") REFERENCES "sales_document_lines"("document_id","line_no") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "sales_documents"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "shipment_lines_line" ON "shipment_lines" USING btree ("document_id","line_no");
--> statement-breakpoint
CREATE INDEX "shipments_tracking" ON "shipments" USING btree ((upper(regexp_replace("tracking_number", '[\s-]+', '', 'g'))));
--> statement-breakpoint
-- Every order that shipped before shipments existed shipped whole: one shipment holds all its lines, on
-- the day its invoice was issued (else the day it was marked shipped), with the order's carrier and number.
INSERT INTO "shipments" ("document_id", "seq", "carrier", "tracking_number", "shipped_on", "estimated_delivery", "actor", "created_at")
SELECT d.id, 1, coalesce(d.carrier, ''), coalesce(d.tracking_number, ''),
       coalesce(
         (SELECT i.issued_on FROM invoices i WHERE i.document_id = d.id),
         (SELECT min(e.at)::date FROM sales_document_events e WHERE e.document_id = d.id AND e.to_status = 'shipped'),
         d.created_at::date
       ),
       d.estimated_delivery, 'system',
       coalesce((SELECT min(e.at) FROM sales_document_events e WHERE e.document_id = d.id AND e.to_status = 'shipped'), d.created_at)
FROM sales_documents d
WHERE d.kind = 'order'
  AND (d.status IN ('shipped', 'in_transit', 'out_for_delivery', 'exception', 'delivered')
       OR EXISTS (SELECT 1 FROM invoices i WHERE i.document_id = d.id));
--> statement-breakpoint
INSERT INTO "shipment_lines" ("shipment_id", "document_id", "line_no", "quantity")
SELECT s.id, l.document_id, l.line_no, l.quantity
FROM shipments s JOIN sales_document_lines l ON l.document_id = s.document_id;
--> statement-breakpoint
-- Each existing invoice becomes the invoice of its order's one shipment, for the order's whole total.
UPDATE "invoices" i
SET "shipment_id" = s.id, "subtotal_cents" = d.subtotal_cents, "shipping_cents" = d.shipping_cents,
    "tax_cents" = d.tax_cents, "total_cents" = d.total_cents
FROM shipments s, sales_documents d
WHERE s.document_id = i.document_id AND s.seq = 1 AND d.id = i.document_id;
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "shipment_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "subtotal_cents" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "shipping_cents" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "tax_cents" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "total_cents" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "shipments"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invoices_document" ON "invoices" USING btree ("document_id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shipment_id_unique" UNIQUE("shipment_id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_total_check" CHECK ((total_cents = ((subtotal_cents + shipping_cents) + tax_cents)));
--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_shipment" CHECK (((kind <> 'order'::text) OR (status <> ALL (ARRAY['partly_shipped'::text, 'shipped'::text, 'in_transit'::text, 'out_for_delivery'::text, 'exception'::text, 'delivered'::text])) OR ((carrier IS NOT NULL) AND (tracking_number IS NOT NULL))));
--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_status" CHECK ((((kind = 'quote'::text) AND (status = ANY (ARRAY['pending'::text, 'priced'::text, 'revised'::text, 'accepted'::text, 'declined'::text, 'expired'::text, 'canceled'::text, 'converted'::text]))) OR ((kind = 'order'::text) AND (status = ANY (ARRAY['awaiting_approval'::text, 'rejected'::text, 'held_for_rebate'::text, 'pending'::text, 'paid'::text, 'processing'::text, 'partly_shipped'::text, 'shipped'::text, 'in_transit'::text, 'out_for_delivery'::text, 'exception'::text, 'delivered'::text, 'canceled'::text])))));
