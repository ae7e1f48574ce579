-- Without SMTP_URL the worker logs each pending mail once; this keeps its pass a probe of the few not
-- yet logged, whatever the size of the outbox (issue: the pass scanned every pending mail each second).
create index outbox_emails_unlogged on outbox_emails (id) where status = 'pending' and logged_at is null;
