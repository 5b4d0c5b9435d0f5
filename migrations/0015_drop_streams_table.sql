-- why: a stream's version is the highest stream_version of its events; the unique (stream_id, stream_version)
-- index already makes two writers of the same next version collide, so an append no longer writes a second
-- row (the streams table) besides its events.
drop function cogi_stream_conflict(jsonb, text[]);
drop table streams;

-- p_streams: [{stream_id, expected: "any" | "no_stream" | <int>}]. Raises SQLSTATE CG409 with detail
-- {"stream_id", "expected", "actual"} for the first stream whose expectation does not hold.
create function cogi_stream_conflict(p_streams jsonb) returns boolean language plpgsql as $$
declare
  s record;
  actual int;
begin
  for s in select * from jsonb_to_recordset(p_streams) as x(stream_id text, expected jsonb) loop
    select coalesce(max(e.stream_version), 0) into actual from events e where e.stream_id = s.stream_id;
    if (s.expected = '"no_stream"' and actual <> 0)
       or (jsonb_typeof(s.expected) = 'number' and (s.expected #>> '{}')::int <> actual) then
      raise exception using errcode = 'CG409', message = 'stream version conflict',
        detail = json_build_object('stream_id', s.stream_id, 'expected', s.expected, 'actual', actual)::text;
    end if;
  end loop;
  return true;
end
$$;
