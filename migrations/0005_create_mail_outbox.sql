-- why: without SMTP configured, outgoing mail is kept here so developers can read it at /dev/mailbox.
create table mail_outbox (
  id bigint generated always as identity primary key,
  recipient text not null check (recipient <> ''),
  subject text not null,
  text text not null,
  html text not null,
  created_at timestamptz not null default now()
);
create index mail_outbox_recipient_recent on mail_outbox (lower(recipient), id desc);
