-- why: rate limits (login, resend verification) must hold across web replicas, so the counters live in Postgres.
create table rate_limits (
  key text primary key,
  window_started_at timestamptz not null,
  hits int not null check (hits > 0),
  expires_at timestamptz not null
);
create index rate_limits_expires_at on rate_limits (expires_at);
