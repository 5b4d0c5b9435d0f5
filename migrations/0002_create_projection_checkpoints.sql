-- why: async projections and reactors remember how far they have read the log, as the (xid8, position) pair.
create table projection_checkpoints (
  name text primary key,
  transaction_id xid8 not null default '0',
  global_position bigint not null default 0,
  updated_at timestamptz not null default now()
);
