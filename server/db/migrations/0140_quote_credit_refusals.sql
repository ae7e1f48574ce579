ALTER TABLE "sales_documents" ADD COLUMN "credit_refused_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "sales_documents_credit_refused" ON "sales_documents" USING btree ("credit_refused_at") WHERE "sales_documents"."credit_refused_at" is not null;
