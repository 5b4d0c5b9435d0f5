-- why: the wallet read model (inline projection of wallet-* streams): the folded wallet, from which session-info
-- is computed at read time (subscription and unlimited access expire with the clock, not with an event).
create table wallets (
  user_id uuid primary key,
  state jsonb not null,
  last_position bigint not null
);
