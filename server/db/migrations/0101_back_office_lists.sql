-- The back office's lists read index ranges: contact and rebate requests newest first
-- by kind, the newsletter list newest first, and the dashboard's pending applications oldest first.
create index form_submissions_kind_created on form_submissions (kind, created_at desc, id desc);
--> statement-breakpoint
create index newsletter_subscribers_created on newsletter_subscribers (created_at desc, email desc);
--> statement-breakpoint
create index commercial_applications_pending on commercial_applications (created_at)
  where status = 'pending';
