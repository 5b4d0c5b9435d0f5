-- why: the event store is the single source of truth; every read model is derived from this table.
create table events (
  global_position bigint generated always as identity primary key,
  transaction_id xid8 not null default pg_current_xact_id(),
  stream_id text not null,
  stream_version int not null check (stream_version > 0),
  event_id uuid not null unique,
  type text not null,
  schema_version int not null default 1,
  data jsonb not null,
  metadata jsonb not null default '{}',
  recorded_at timestamptz not null default now(),
  unique (stream_id, stream_version)
);
create index events_transaction_order on events (transaction_id, global_position);
create index events_type on events (type);

-- why: a stream's current version in one row makes expected-version checks a single indexed lookup
-- and serialises concurrent appenders to the same stream (row lock), so conflicts are exact.
create table streams (
  stream_id text primary key,
  version int not null check (version >= 0)
);
