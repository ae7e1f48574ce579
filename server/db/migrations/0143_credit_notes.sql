CREATE TABLE "credit_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"return_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"company_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"issued_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_return_id_unique" UNIQUE("return_id"),
	CONSTRAINT "credit_notes_amount_cents_check" CHECK ((amount_cents >= 0))
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "return_requests"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_sales_documents_id_fk" FOREIGN KEY ("order_id") REFERENCES "sales_documents"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "credit_notes_order" ON "credit_notes" USING btree ("order_id");
