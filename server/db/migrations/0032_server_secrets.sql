-- Keys the server signs with (the order confirmation link's token), shared by every instance.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
