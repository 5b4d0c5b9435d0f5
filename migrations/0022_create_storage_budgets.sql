-- why: the bytes each person stores per day (messages, replies, vault, journey, notes) are capped (issue 24), on every replica alike.
create table storage_budgets (
  user_id uuid primary key,
  -- the Rome calendar day the count belongs to; the first write of a new day starts it again from zero
  day date not null,
  used_bytes bigint not null check (used_bytes >= 0)
);
