-- why: with no Stripe key, the local checkout provider keeps its sessions here so the payment flow works offline.
create table local_checkout_sessions (
  id text primary key,
  user_id text not null,
  package_type text not null check (package_type in ('single_session', 'monthly_subscription')),
  mode text not null check (mode in ('payment', 'subscription')),
  amount_total int not null check (amount_total > 0),
  currency text not null,
  status text not null default 'open' check (status in ('open', 'complete', 'expired')),
  payment_status text not null default 'unpaid' check (payment_status in ('paid', 'unpaid', 'no_payment_required')),
  success_url text not null,
  cancel_url text not null,
  subscription_id text,
  invoice_id text,
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  check ((status = 'open') = (closed_at is null))
);
create index local_checkout_sessions_created on local_checkout_sessions (created_at);
