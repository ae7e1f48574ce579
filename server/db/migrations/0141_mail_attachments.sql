ALTER TABLE "outbox_emails" ADD COLUMN "attachment_name" text;
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachment" "bytea";
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_attachment_named" CHECK (((attachment IS NULL) = (attachment_name IS NULL)));
