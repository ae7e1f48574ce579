CREATE TABLE "repeat_runs" (
	"schedule_id" bigint NOT NULL,
	"run_on" date NOT NULL,
	"status" text NOT NULL,
	"order_number" text,
	"left_out" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repeat_runs_schedule_id_run_on_pk" PRIMARY KEY("schedule_id","run_on")
);
--> statement-breakpoint
CREATE TABLE "repeat_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"list_id" bigint NOT NULL,
	"buyer_id" text NOT NULL,
	"every_weeks" integer NOT NULL,
	"notice_days" integer DEFAULT 3 NOT NULL,
	"auto_place" boolean DEFAULT false NOT NULL,
	"pay_on_account" boolean DEFAULT false NOT NULL,
	"next_run_on" date NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repeat_schedules_every_weeks_check" CHECK (((every_weeks >= 1) AND (every_weeks <= 52))),
	CONSTRAINT "repeat_schedules_notice_days_check" CHECK (((notice_days >= 0) AND (notice_days <= 14)))
);
--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "placed_on_behalf" text;
--> statement-breakpoint
ALTER TABLE "repeat_runs" ADD CONSTRAINT "repeat_runs_schedule_id_repeat_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "repeat_schedules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repeat_schedules" ADD CONSTRAINT "repeat_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repeat_schedules" ADD CONSTRAINT "repeat_schedules_list_id_order_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "order_lists"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repeat_schedules" ADD CONSTRAINT "repeat_schedules_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "repeat_schedules_due" ON "repeat_schedules" USING btree ("next_run_on") WHERE stopped_at IS NULL;
--> statement-breakpoint
CREATE INDEX "repeat_schedules_company" ON "repeat_schedules" USING btree ("company_id");
