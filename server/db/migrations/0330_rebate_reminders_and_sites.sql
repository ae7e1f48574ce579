CREATE TABLE "rebate_project_reminders" (
	"project_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_project_reminders_project_id_kind_pk" PRIMARY KEY("project_id","kind"),
	CONSTRAINT "rebate_project_reminders_kind_check" CHECK ((kind = ANY (ARRAY['pre_approval_expiring'::text, 'claim_due'::text])))
);
--> statement-breakpoint
ALTER TABLE "rebate_projects" ADD COLUMN "site_id" text;
--> statement-breakpoint
ALTER TABLE "rebate_project_reminders" ADD CONSTRAINT "rebate_project_reminders_project_id_rebate_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "rebate_projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rebate_projects" ADD CONSTRAINT "rebate_projects_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "company_sites"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "rebate_projects_site" ON "rebate_projects" USING btree ("site_id");
