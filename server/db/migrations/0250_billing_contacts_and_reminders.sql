-- Billing contacts receive a company's invoices and reminders; one row per reminder sent keeps each to once (ADR 0250).
CREATE TABLE "billing_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_contacts_name_check" CHECK (((length(name) >= 1) AND (length(name) <= 100))),
	CONSTRAINT "billing_contacts_email_check" CHECK (((length(email) >= 3) AND (length(email) <= 254)))
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"invoice_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_kind_pk" PRIMARY KEY("invoice_id","kind"),
	CONSTRAINT "invoice_reminders_kind_check" CHECK ((kind = ANY (ARRAY['before'::text, 'due'::text, 'overdue'::text])))
);
--> statement-breakpoint
ALTER TABLE "billing_contacts" ADD CONSTRAINT "billing_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_contacts_company_email" ON "billing_contacts" USING btree ("company_id","email");
