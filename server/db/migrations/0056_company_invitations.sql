-- The company an approval made (docs/decisions/0074), and invitations of colleagues by a company's
-- admin (docs/decisions/0075). An invitation's link carries a random token; only its
-- SHA-256 is stored. It is used once (accepted_at) and expires after 7 days. One open invitation per
-- address at a time, whatever the company: the partial unique index holds that against concurrent
-- invitations (an expired one is closed by setting revoked_at when the address is invited again).
alter table commercial_applications add column company_id text references companies (id) on delete set null;
--> statement-breakpoint
create table company_invitations (
  id bigserial primary key,
  company_id text not null references companies (id) on delete cascade,
  email text not null,
  role text not null check (role in ('admin', 'buyer')),
  token_hash text not null unique,
  invited_by text references users (id) on delete set null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index company_invitations_open_email
  on company_invitations (lower(email)) where accepted_at is null and revoked_at is null;
--> statement-breakpoint
create index company_invitations_company on company_invitations (company_id, created_at desc);
