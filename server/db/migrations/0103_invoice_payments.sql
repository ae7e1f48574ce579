-- Staff record an invoice's payment (the day it was received and the cheque or transfer reference), which
-- frees the company's credit (ADR 0103).
alter table invoices add column paid_reference text;
--> statement-breakpoint
-- The back office's overview lists unpaid invoices past their due day, the longest overdue first.
create index invoices_unpaid_due on invoices (due_on, id) where paid_at is null;
