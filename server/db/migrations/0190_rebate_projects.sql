CREATE TABLE "rebate_project_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"fixture_type" text NOT NULL,
	"wall_watts" double precision NOT NULL,
	"existing_count" integer NOT NULL,
	"hours_per_day" double precision NOT NULL,
	"days_per_year" integer NOT NULL,
	"sku" text NOT NULL,
	"led_count" integer NOT NULL,
	CONSTRAINT "rebate_project_lines_bounds_check" CHECK (((wall_watts >= (10)::double precision) AND (wall_watts <= (5000)::double precision) AND (existing_count >= 1) AND (existing_count <= 10000) AND (hours_per_day >= (1)::double precision) AND (hours_per_day <= (24)::double precision) AND (days_per_year >= 1) AND (days_per_year <= 366) AND (led_count >= 1) AND (led_count <= 10000))),
	CONSTRAINT "rebate_project_lines_text_check" CHECK (((length(fixture_type) >= 1) AND (length(fixture_type) <= 80) AND (length(sku) >= 1) AND (length(sku) <= 100)))
);
--> statement-breakpoint
CREATE TABLE "rebate_project_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_project_steps_actor_check" CHECK ((actor_kind = ANY (ARRAY['buyer'::text, 'staff'::text])))
);
--> statement-breakpoint
CREATE TABLE "rebate_projects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"created_by" text,
	"site" text NOT NULL,
	"utility_name" text NOT NULL,
	"utility_account" text NOT NULL,
	"state" text NOT NULL,
	"rate_per_kwh" double precision NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"stage_since" timestamp with time zone DEFAULT now() NOT NULL,
	"pre_approved_cents" bigint,
	"pre_approval_reference" text,
	"pre_approval_expires_on" date,
	"order_id" bigint,
	"paid_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_projects_stage_check" CHECK ((stage = ANY (ARRAY['draft'::text, 'submitted'::text, 'pre_approved'::text, 'declined'::text, 'ordered'::text, 'installed'::text, 'claimed'::text, 'paid'::text]))),
	CONSTRAINT "rebate_projects_site_check" CHECK (((length(site) >= 1) AND (length(site) <= 120))),
	CONSTRAINT "rebate_projects_utility_check" CHECK (((length(utility_name) >= 1) AND (length(utility_name) <= 120) AND (length(utility_account) >= 1) AND (length(utility_account) <= 60))),
	CONSTRAINT "rebate_projects_state_check" CHECK ((state ~ '^[A-Z]{2}$'::text)),
	CONSTRAINT "rebate_projects_rate_check" CHECK (((rate_per_kwh >= (0.01)::double precision) AND (rate_per_kwh <= (2)::double precision)))
);
--> statement-breakpoint
CREATE TABLE "rebate_utility_notes" (
	"utility_name" text NOT NULL,
	"note" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_utility_notes_check" CHECK (((length(utility_name) >= 1) AND (length(utility_name) <= 120) AND (length(note) <= 2000)))
);
--> statement-breakpoint
ALTER TABLE "rebate_project_lines" ADD CONSTRAINT "rebate_project_lines_project_id_rebate_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "rebate_projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rebate_project_steps" ADD CONSTRAINT "rebate_project_steps_project_id_rebate_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "rebate_projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rebate_projects" ADD CONSTRAINT "rebate_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rebate_projects" ADD CONSTRAINT "rebate_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rebate_projects" ADD CONSTRAINT "rebate_projects_order_id_sales_documents_id_fk" FOREIGN KEY ("order_id") REFERENCES "sales_documents"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "rebate_project_lines_project" ON "rebate_project_lines" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "rebate_project_steps_project" ON "rebate_project_steps" USING btree ("project_id","id");
--> statement-breakpoint
CREATE INDEX "rebate_projects_company" ON "rebate_projects" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "rebate_projects_stage" ON "rebate_projects" USING btree ("stage","stage_since");
--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_utility_notes_name" ON "rebate_utility_notes" USING btree (lower(utility_name));
