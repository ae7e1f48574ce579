-- Outgoing mail headers (docs/decisions/0057): Reply-To (the customer, on sales notifications), the
-- one-click unsubscribe URL of a marketing mail (List-Unsubscribe, RFC 8058), and a random key that
-- makes each mail's Message-ID unique across databases (it was outbox-{id}, restarting per database).
alter table outbox_emails add column reply_to text;
--> statement-breakpoint
alter table outbox_emails add column list_unsubscribe text;
--> statement-breakpoint
alter table outbox_emails add column message_key uuid not null default gen_random_uuid();
--> statement-breakpoint
-- Newsletter double opt-in: a subscriber is pending until the confirm link is followed, and an
-- unsubscribe is kept (not deleted) so it is honoured. The token is in the confirm and unsubscribe
-- links. Sign-ups from before double opt-in asked to subscribe and stay subscribed.
alter table newsletter_subscribers add column token text;
--> statement-breakpoint
alter table newsletter_subscribers add column confirmed_at timestamptz;
--> statement-breakpoint
alter table newsletter_subscribers add column unsubscribed_at timestamptz;
--> statement-breakpoint
update newsletter_subscribers
set token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), confirmed_at = created_at;
--> statement-breakpoint
alter table newsletter_subscribers alter column token set not null;
--> statement-breakpoint
create unique index newsletter_subscribers_token on newsletter_subscribers (token);
