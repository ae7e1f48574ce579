CREATE TABLE "order_list_lines" (
	"list_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_list_lines_list_id_sku_pk" PRIMARY KEY("list_id","sku"),
	CONSTRAINT "order_list_lines_quantity_check" CHECK (((quantity >= 1) AND (quantity <= 9999))),
	CONSTRAINT "order_list_lines_note_check" CHECK ((length(note) <= 200)),
	CONSTRAINT "order_list_lines_sku_check" CHECK (((length(sku) >= 1) AND (length(sku) <= 100)))
);
--> statement-breakpoint
CREATE TABLE "order_lists" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lists_name_check" CHECK (((length(name) >= 1) AND (length(name) <= 80)))
);
--> statement-breakpoint
ALTER TABLE "order_list_lines" ADD CONSTRAINT "order_list_lines_list_id_order_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "order_lists"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_lists" ADD CONSTRAINT "order_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_lists" ADD CONSTRAINT "order_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "order_lists_company_name" ON "order_lists" USING btree ("company_id",lower(name));
