-- why: images attached to messages, stored as the ciphertext the browser made (the server never sees the picture).
create table images (
  id uuid primary key,
  user_id uuid not null,
  content_type text not null,
  ciphertext bytea not null,
  size int not null,
  created_at timestamptz not null default now()
);
create index images_user on images (user_id);
