-- why: an append is now one plain SQL statement built by the writer (stream moves, keys, events and inline
-- projections as CTEs); a PL/pgSQL call per append cost more than the append itself. Only a failed
-- expectation calls into PL/pgSQL, to say which stream and at what version.
drop function cogi_append(jsonb, jsonb, jsonb);

-- p_streams: [{stream_id, expected: "any" | "no_stream" | <int>}]; p_moved: the streams whose expectation held.
-- Raises SQLSTATE CG409 with detail {"stream_id", "expected", "actual"} for the first stream that did not move.
create function cogi_stream_conflict(p_streams jsonb, p_moved text[]) returns boolean language plpgsql as $$
declare
  s record;
  actual int;
begin
  for s in select * from jsonb_to_recordset(p_streams) as x(stream_id text, expected jsonb) loop
    if not (s.stream_id = any(p_moved)) then
      select t.version into actual from streams t where t.stream_id = s.stream_id;
      raise exception using errcode = 'CG409', message = 'stream version conflict',
        detail = json_build_object('stream_id', s.stream_id, 'expected', s.expected,
                                   'actual', coalesce(actual, 0))::text;
    end if;
  end loop;
  return true;
end
$$;
