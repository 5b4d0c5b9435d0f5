-- why: the chat list read model (inline projection of chat-* streams): the dashboard list and the user's totals.
create table chats (
  id uuid primary key,
  user_id uuid not null,
  approach text not null,
  title_ciphertext text,
  message_count int not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  started_at timestamptz,
  ends_at timestamptz,
  completed_at timestamptz,
  last_position bigint not null
);
create index chats_user_updated on chats (user_id, updated_at desc);
