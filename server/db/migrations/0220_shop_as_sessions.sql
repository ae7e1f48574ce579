CREATE TABLE "shop_as_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_session_id" text NOT NULL,
	"staff_user_id" text NOT NULL,
	"buyer_user_id" text NOT NULL,
	"company_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shop_as_sessions" ADD CONSTRAINT "shop_as_sessions_staff_session_id_sessions_id_fk" FOREIGN KEY ("staff_session_id") REFERENCES "sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shop_as_sessions" ADD CONSTRAINT "shop_as_sessions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shop_as_sessions" ADD CONSTRAINT "shop_as_sessions_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shop_as_sessions" ADD CONSTRAINT "shop_as_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "shop_as_sessions_open" ON "shop_as_sessions" USING btree ("staff_session_id") WHERE ended_at IS NULL;
--> statement-breakpoint
CREATE INDEX "shop_as_sessions_buyer" ON "shop_as_sessions" USING btree ("buyer_user_id");
