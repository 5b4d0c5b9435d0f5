-- why: a reply keeps being written after the browser went away (reload, dropped connection), and any web
-- replica can hand the rest over. Each chunk is sealed to the browser's per-request ephemeral key (ECDH P-256 ->
-- HKDF -> AES-GCM): the server cannot read what it keeps. Delivered replies are deleted; the rest expire.
create table reply_relays (
  reply_id uuid primary key,
  chat_id uuid not null,
  user_id uuid not null,
  message_id text not null,
  -- the server's ephemeral public key for this reply (raw P-256 point, base64); its private half was never stored
  server_key text not null,
  stop_requested boolean not null default false,
  finished_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index reply_relays_chat on reply_relays (chat_id, user_id);
create index reply_relays_expiry on reply_relays (expires_at);

create table reply_chunks (
  reply_id uuid not null references reply_relays (reply_id) on delete cascade,
  seq int not null,
  -- iv (12 bytes) | AES-GCM ciphertext and tag of one SSE frame, bound to (reply_id, seq)
  sealed bytea not null,
  primary key (reply_id, seq)
);
