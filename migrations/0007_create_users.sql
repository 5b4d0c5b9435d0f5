-- why: the user directory read model (inline projection of user-* streams): login lookup by email, profile, admin list.
create table users (
  id uuid primary key,
  name text not null,
  email text not null unique,
  ai_name text not null,
  encryption_salt text not null,
  emergency_contact jsonb,
  is_admin boolean not null default false,
  is_verified boolean not null default false,
  created_at timestamptz not null,
  last_login timestamptz,
  last_position bigint not null
);
create index users_created_at on users (created_at);
