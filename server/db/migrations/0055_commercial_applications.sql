-- Commercial account applications (docs/decisions/0074): what the /commercial form sends,
-- pending until a staff member approves or rejects it. One pending or approved application per work
-- email, case-insensitive: the partial unique index makes a second one impossible even when two arrive
-- at once. A rejected applicant may apply again.
create table commercial_applications (
  id bigserial primary key,
  full_name text not null,
  company_name text not null,
  work_email text not null,
  phone text not null,
  country text not null,
  state text not null,
  company_description text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reviewed_by text,
  reviewed_at timestamptz,
  reason text,
  created_at timestamptz not null default now(),
  check ((status = 'pending') = (reviewed_at is null))
);
--> statement-breakpoint
create unique index commercial_applications_open_email
  on commercial_applications (lower(work_email)) where status in ('pending', 'approved');
--> statement-breakpoint
create index commercial_applications_newest on commercial_applications (created_at desc, id desc);
--> statement-breakpoint
-- Every staff action: who, what, on which record, before and after, when.
-- Written in the transaction of the action it records. No foreign key on the actor: the trail outlives
-- the staff user, and keeps the email they had.
create table staff_audit_log (
  id bigserial primary key,
  actor_user_id text not null,
  actor_email text not null,
  action text not null,
  subject_type text not null,
  subject_id text not null,
  before jsonb,
  after jsonb,
  at timestamptz not null default now()
);
--> statement-breakpoint
create index staff_audit_log_subject on staff_audit_log (subject_type, subject_id, id);
