-- Accounts (docs/decisions/0071-accounts-with-better-auth.md): better-auth's four tables under plural
-- names (users, sessions, accounts, verifications), a staff role on the user, and minimal companies.
create table users (
  id text primary key,
  name text not null,
  -- Stored lower-cased (server/identity): better-auth looks an address up lower-cased.
  email text not null unique,
  email_verified boolean not null default false,
  image text,
  -- Staff of the shop ('admin' runs everything, 'sales' the day-to-day); null for buyers.
  staff_role text check (staff_role in ('admin', 'sales')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint

-- token is what the signed session cookie carries; the viewer lookup reads it through its unique index.
create table sessions (
  id text primary key,
  token text not null unique,
  user_id text not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create index sessions_user_id on sessions (user_id);
--> statement-breakpoint

-- A user's ways to sign in; 'credential' holds the scrypt password hash (server/identity/password-hash.ts).
create table accounts (
  id text primary key,
  account_id text not null,
  provider_id text not null,
  user_id text not null references users (id) on delete cascade,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider_id, account_id)
);
--> statement-breakpoint
create index accounts_user_id on accounts (user_id);
--> statement-breakpoint

-- Single-use tokens (password links); identifier is stored hashed.
create table verifications (
  id text primary key,
  identifier text not null,
  value text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create index verifications_identifier on verifications (identifier);
--> statement-breakpoint
create index verifications_expires_at on verifications (expires_at);
--> statement-breakpoint

create table companies (
  id text primary key default gen_random_uuid()::text,
  name text not null,
  status text not null default 'active' check (status in ('active', 'deactivated')),
  created_at timestamptz not null default now()
);
--> statement-breakpoint

-- One company per user (user_id is the key); role within the company.
create table company_members (
  user_id text primary key references users (id) on delete cascade,
  company_id text not null references companies (id) on delete cascade,
  role text not null check (role in ('admin', 'buyer')),
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index company_members_company_id on company_members (company_id);
