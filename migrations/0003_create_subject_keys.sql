-- why: personal data in events is encrypted per user; deleting the key forgets the person (crypto-shredding).
create table subject_keys (
  subject_id text primary key,
  key bytea not null,
  created_at timestamptz not null default now()
);
