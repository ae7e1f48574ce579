ALTER TABLE "return_requests" ADD COLUMN "reason_code" text DEFAULT 'other' NOT NULL;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_reason_code_check" CHECK ((reason_code = ANY (ARRAY['damaged_in_transit'::text, 'wrong_item'::text, 'defective'::text, 'no_longer_needed'::text, 'other'::text])));
