-- why: with no Stripe key, the local provider stands in for Stripe's customer portal (issue 28): a page reached by an unguessable id where a subscriber cancels the monthly subscription at the period's end; the cancellation goes back to the app as the signed webhook Stripe would send.
create table local_portal_sessions (
  id text primary key,
  user_id text not null,
  subscription_id text not null,
  -- what the app knew when it opened the page: when the period ends, and whether it was already cancelled
  expires_at timestamptz not null,
  already_cancelled boolean not null,
  return_url text not null,
  created_at timestamptz not null default now(),
  cancelled_at timestamptz
);
create index local_portal_sessions_created on local_portal_sessions (created_at);
