-- why: a sliding window needs the time of each counted hit, so a burst across a window boundary is still one window.
alter table rate_limits add column hit_times timestamptz[] not null default '{}';
