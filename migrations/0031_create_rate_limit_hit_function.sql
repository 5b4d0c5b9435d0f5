-- why: every message sent counts two rate-limit hits (issue 24), and each was a transaction of four statements (insert, select for update, update, commit: five round trips); as one function call the two are one round trip, each key's row locked as before (issue 30: the server's cost per message).
-- Locks the key's row (created when missing), answers its hit times after p_since, ascending, and adds p_now to
-- them when fewer than p_count_below were counted (null: whatever the count; 0: never, a check). At most
-- p_max_kept times are kept. The caller decides from the answer (commands/rate-limits/rate-limiter.ts `decide`).
create function rate_limit_hit(
  p_key text,
  p_since timestamptz,
  p_now timestamptz,
  p_window interval,
  p_count_below int,
  p_max_kept int
) returns timestamptz[]
language plpgsql as $$
declare
  stored timestamptz[];
  recent timestamptz[];
  kept timestamptz[];
begin
  insert into rate_limits (key, window_started_at, hits, expires_at)
  values (p_key, now(), 1, now()) on conflict (key) do nothing;
  select hit_times into stored from rate_limits where key = p_key for update;
  select coalesce(array_agg(t order by t), '{}') into recent from unnest(stored) t where t > p_since;
  if p_count_below is null or cardinality(recent) < p_count_below then
    kept := recent || p_now;
    kept := kept[greatest(1, cardinality(kept) - p_max_kept + 1):];
    update rate_limits
    set hit_times = kept,
        hits = greatest(1, cardinality(kept)),
        window_started_at = kept[1],
        expires_at = kept[cardinality(kept)] + p_window
    where key = p_key;
  end if;
  return recent;
end
$$;

-- Several hits in order, each as rate_limit_hit, stopping after the first that was not counted (its limit reached):
-- p_hits is a JSON array of {key, window_seconds, count_below}; one row per key tried, its place n (from 1) and its
-- hit times before this hit.
create function rate_limit_hits(p_hits jsonb, p_now timestamptz, p_max_kept int)
returns table (n int, times timestamptz[])
language plpgsql as $$
declare
  hit jsonb;
  window_length interval;
  count_below int;
begin
  for i in 1 .. jsonb_array_length(p_hits) loop
    hit := p_hits -> (i - 1);
    window_length := (hit ->> 'window_seconds')::int * interval '1 second';
    count_below := (hit ->> 'count_below')::int;
    n := i;
    times := rate_limit_hit(hit ->> 'key', p_now - window_length, p_now, window_length, count_below, p_max_kept);
    return next;
    exit when count_below is not null and cardinality(times) >= count_below;
  end loop;
end
$$;
