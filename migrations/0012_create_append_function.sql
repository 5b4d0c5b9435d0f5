-- why: an append is one statement (one round trip, no lock shared by every writer): this function checks every
-- stream's expectation, moves its version, stores the personal-data keys of the append and inserts the events.

-- One key per append that carries personal data, deleted with its subject (crypto-shredding). Keys made by the
-- writer mean the append never has to read a key first.
create table subject_data_keys (
  key_id uuid primary key,
  subject_id text not null,
  key bytea not null,
  created_at timestamptz not null default now()
);
create index subject_data_keys_subject on subject_data_keys (subject_id);

-- p_streams: [{stream_id, expected: "any" | "no_stream" | <int>, count}], sorted by stream_id (lock order).
-- p_events:  [{stream_id, event_id, type, schema_version, data, metadata}] in stream order.
-- p_keys:    [{key_id, subject_id, key (base64)}].
-- A failed expectation raises SQLSTATE CG409 with detail {"stream_id", "expected", "actual"}.
create function cogi_append(p_streams jsonb, p_events jsonb, p_keys jsonb)
returns table (global_position bigint, transaction_id text, stream_id text, stream_version int, event_id text, recorded_at timestamptz)
language plpgsql as $$
#variable_conflict use_column
declare
  s record;
  moved int;
  actual int;
  ids text[] := '{}';
  bases int[] := '{}';
begin
  for s in select * from jsonb_to_recordset(p_streams) as x(stream_id text, expected jsonb, count int) loop
    moved := null;
    if s.expected = '"any"' then
      insert into streams as t (stream_id, version) values (s.stream_id, s.count)
      on conflict on constraint streams_pkey do update set version = t.version + s.count
      returning t.version into moved;
    elsif s.expected = '"no_stream"' or s.expected = '0' then
      insert into streams as t (stream_id, version) values (s.stream_id, s.count)
      on conflict on constraint streams_pkey do update set version = t.version + s.count where t.version = 0
      returning t.version into moved;
    else
      update streams t set version = t.version + s.count
      where t.stream_id = s.stream_id and t.version = (s.expected #>> '{}')::int
      returning t.version into moved;
    end if;
    if moved is null then
      select t.version into actual from streams t where t.stream_id = s.stream_id;
      raise exception using errcode = 'CG409', message = 'stream version conflict',
        detail = json_build_object('stream_id', s.stream_id, 'expected', s.expected, 'actual', coalesce(actual, 0))::text;
    end if;
    ids := ids || s.stream_id;
    bases := bases || (moved - s.count);
  end loop;

  insert into subject_data_keys (key_id, subject_id, key)
  select k.key_id, k.subject_id, decode(k.key, 'base64')
  from jsonb_to_recordset(p_keys) as k(key_id uuid, subject_id text, key text);

  return query
  insert into events as e (stream_id, stream_version, event_id, type, schema_version, data, metadata)
  select r.stream_id, b.base + (row_number() over (partition by r.stream_id order by a.ord))::int,
         r.event_id, r.type, r.schema_version, r.data, r.metadata
  from jsonb_array_elements(p_events) with ordinality as a(value, ord)
  cross join lateral jsonb_to_record(a.value)
    as r(stream_id text, event_id uuid, type text, schema_version int, data jsonb, metadata jsonb)
  join unnest(ids, bases) as b(sid, base) on b.sid = r.stream_id
  order by a.ord
  returning e.global_position, e.transaction_id::text, e.stream_id, e.stream_version, e.event_id::text, e.recorded_at;
end
$$;

-- The log fence: readers of the whole log read only below it. It is the oldest transaction of this database's
-- event writers (application_name 'cogi') still running in the reader's snapshot, or the next transaction id
-- when none runs. A transaction is left out only when it is positively another application's or another
-- database's (an operator's open psql, a test database next door), so those never stall the readers; an app
-- transaction left open ends at the idle_in_transaction_session_timeout the app sets. STABLE: it sees the
-- calling statement's snapshot, the one the events are read with.
create function cogi_log_fence() returns xid8 language sql stable as $$
  select coalesce(min(x), pg_snapshot_xmax(pg_current_snapshot()))
  from pg_snapshot_xip(pg_current_snapshot()) as x
  where not exists (
    select 1 from pg_stat_activity a
    where a.backend_xid = xid(x)
      and (a.application_name is distinct from 'cogi' or a.datname is distinct from current_database())
  )
$$;

-- The read models no longer carry the position of the last event they applied: nothing read it, and the
-- projections now write a whole batch per statement.
alter table users drop column last_position;
alter table chats drop column last_position;
alter table wallets drop column last_position;
