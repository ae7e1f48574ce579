CREATE TABLE "rebate_project_documents" (
	"document_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_project_documents_document_id_pk" PRIMARY KEY("document_id")
);
--> statement-breakpoint
CREATE TABLE "rebate_project_packets" (
	"step_id" bigint PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_project_packets_size_check" CHECK ((octet_length(pdf) <= 2000000))
);
--> statement-breakpoint
ALTER TABLE "sales_documents" DROP CONSTRAINT "sales_documents_status";
--> statement-breakpoint
ALTER TABLE "rebate_project_documents" ADD CONSTRAINT "rebate_project_documents_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "sales_documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rebate_project_documents" ADD CONSTRAINT "rebate_project_documents_project_id_rebate_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "rebate_projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rebate_project_packets" ADD CONSTRAINT "rebate_project_packets_step_id_rebate_project_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "rebate_project_steps"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rebate_project_packets" ADD CONSTRAINT "rebate_project_packets_project_id_rebate_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "rebate_projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "rebate_project_documents_project" ON "rebate_project_documents" USING btree ("project_id");
--> statement-breakpoint
CREATE INDEX "rebate_project_packets_project" ON "rebate_project_packets" USING btree ("project_id","step_id");
--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_status" CHECK ((((kind = 'quote'::text) AND (status = ANY (ARRAY['pending'::text, 'priced'::text, 'revised'::text, 'accepted'::text, 'declined'::text, 'expired'::text, 'canceled'::text, 'converted'::text]))) OR ((kind = 'order'::text) AND (status = ANY (ARRAY['awaiting_approval'::text, 'rejected'::text, 'held_for_rebate'::text, 'pending'::text, 'paid'::text, 'processing'::text, 'shipped'::text, 'in_transit'::text, 'out_for_delivery'::text, 'exception'::text, 'delivered'::text, 'canceled'::text])))));
