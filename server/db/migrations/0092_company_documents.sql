-- A signed-in buyer's quotes and orders belong to the buyer's company (the account area lists them by it),
-- and record who placed them, the buyer's PO number and job name. Companies get payment terms: card only,
-- or net 30 with a credit limit (policy text,).
alter table sales_documents
  add column company_id text references companies (id) on delete restrict,
  add column placed_by text references users (id) on delete set null,
  add column po_number text not null default '' check (length(po_number) <= 60),
  add column job_name text not null default '' check (length(job_name) <= 120);
--> statement-breakpoint
create index sales_documents_company on sales_documents (company_id, kind, created_at desc)
  where company_id is not null;
--> statement-breakpoint
alter table companies
  add column payment_terms text not null default 'card' check (payment_terms in ('card', 'net30')),
  add column credit_limit_cents bigint check (credit_limit_cents >= 0);
