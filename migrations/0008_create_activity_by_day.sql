-- why: daily activity counters for the admin dashboard, an async projection (heavy reads stay off the append path).
create table activity_by_day (
  day date primary key,
  registrations int not null default 0,
  verifications int not null default 0,
  logins int not null default 0,
  sessions_started int not null default 0,
  messages int not null default 0
);
