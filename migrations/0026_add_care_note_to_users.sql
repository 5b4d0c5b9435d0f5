-- why: the account page's switch for the care note (issue 27), read with the user: on until the person turns it off.
alter table users add column care_note boolean not null default true;
