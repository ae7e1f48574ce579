CREATE TABLE "company_member_sites" (
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	CONSTRAINT "company_member_sites_user_id_site_id_pk" PRIMARY KEY("user_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "company_sites" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"price_list_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_sites_name_check" CHECK (((length(name) >= 1) AND (length(name) <= 80)))
);
--> statement-breakpoint
ALTER TABLE "company_addresses" ADD COLUMN "site_id" text;
--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "site_id" text;
--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD COLUMN "site_id" text;
--> statement-breakpoint
ALTER TABLE "company_member_sites" ADD CONSTRAINT "company_member_sites_user_id_company_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "company_members"("user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_member_sites" ADD CONSTRAINT "company_member_sites_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "company_sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_sites" ADD CONSTRAINT "company_sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_sites" ADD CONSTRAINT "company_sites_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "price_lists"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "company_member_sites_site" ON "company_member_sites" USING btree ("site_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "company_sites_name" ON "company_sites" USING btree ("company_id",lower("name"));
--> statement-breakpoint
CREATE INDEX "company_sites_price_list" ON "company_sites" USING btree ("price_list_id");
--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "company_sites"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "company_sites"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "company_sites"("id") ON DELETE cascade ON UPDATE no action;
