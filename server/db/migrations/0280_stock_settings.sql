CREATE TABLE "stock_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"shown_up_to" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "stock_settings_single_row" CHECK (id),
	CONSTRAINT "stock_settings_shown_up_to_check" CHECK (((shown_up_to >= 1) AND (shown_up_to <= 10000)))
);
--> statement-breakpoint
CREATE TABLE "supplier_lead_times" (
	"provider" text PRIMARY KEY NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "supplier_lead_times_provider_check" CHECK ((provider = ANY (ARRAY['iluminar'::text, 'spd'::text, 'hydrofarm'::text]))),
	CONSTRAINT "supplier_lead_times_days_check" CHECK (((min_days >= 1) AND (max_days >= min_days) AND (max_days <= 90)))
);
