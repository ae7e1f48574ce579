-- Staff record payments against an invoice in part or in full (ADR 0210): one row per cheque or transfer.
CREATE TABLE "invoice_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_on" date NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_cents_check" CHECK ((amount_cents > 0)),
	CONSTRAINT "invoice_payments_reference_check" CHECK (((length(reference) >= 1) AND (length(reference) <= 200)))
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice" ON "invoice_payments" USING btree ("invoice_id","received_on");
--> statement-breakpoint
-- An invoice paid before part payments existed was paid in full: its payment is what it then owed.
INSERT INTO "invoice_payments" ("invoice_id", "amount_cents", "received_on", "reference")
SELECT i.id,
       d.total_cents - coalesce((select sum(c.amount_cents) from credit_notes c where c.order_id = d.id), 0),
       (i.paid_at at time zone 'UTC')::date,
       left(coalesce(nullif(i.paid_reference, ''), 'Paid in full'), 200)
FROM invoices i JOIN sales_documents d ON d.id = i.document_id
WHERE i.paid_at IS NOT NULL
  AND d.total_cents - coalesce((select sum(c.amount_cents) from credit_notes c where c.order_id = d.id), 0) > 0;
