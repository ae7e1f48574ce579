ALTER TABLE "company_invitations" DROP CONSTRAINT "company_invitations_role_check";
--> statement-breakpoint
ALTER TABLE "company_members" DROP CONSTRAINT "company_members_role_check";
--> statement-breakpoint
ALTER TABLE "sales_documents" DROP CONSTRAINT "sales_documents_status";
--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "order_limit_cents" bigint;
--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "monthly_budget_cents" bigint;
--> statement-breakpoint
CREATE INDEX "sales_documents_placed_by" ON "sales_documents" USING btree ("placed_by","created_at") WHERE "sales_documents"."kind" = 'order' and "sales_documents"."placed_by" is not null;
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_role_check" CHECK ((role = ANY (ARRAY['admin'::text, 'buyer'::text, 'approver'::text])));
--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_order_limit_check" CHECK ((order_limit_cents >= 0 AND order_limit_cents <= 1000000000));
--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_monthly_budget_check" CHECK ((monthly_budget_cents >= 0 AND monthly_budget_cents <= 1000000000));
--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_role_check" CHECK ((role = ANY (ARRAY['admin'::text, 'buyer'::text, 'approver'::text])));
--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_status" CHECK ((((kind = 'quote'::text) AND (status = ANY (ARRAY['pending'::text, 'priced'::text, 'revised'::text, 'accepted'::text, 'declined'::text, 'expired'::text, 'canceled'::text, 'converted'::text]))) OR ((kind = 'order'::text) AND (status = ANY (ARRAY['awaiting_approval'::text, 'rejected'::text, 'pending'::text, 'paid'::text, 'processing'::text, 'shipped'::text, 'in_transit'::text, 'out_for_delivery'::text, 'exception'::text, 'delivered'::text, 'canceled'::text])))));
