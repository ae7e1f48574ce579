-- A return refunds the tax the order charged on its items; returns before this refunded none (ADR 0251).
ALTER TABLE "return_requests" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_tax_cents_check" CHECK ((tax_cents >= 0));
