-- why: anonymous counts of crisis cards per day (Rome) and category for the admin dashboard and the public crisis protocol (issue 27), an async projection with no user or chat id.
create table crisis_referrals_by_day (
  day date not null,
  category text not null,
  cards int not null default 0,
  primary key (day, category)
);
