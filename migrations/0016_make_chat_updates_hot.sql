-- why: every message updates its chat's row (count, last activity). With no index on those columns and room left
-- in each page, Postgres updates the row in place (a HOT update: no index entries, less WAL), which keeps an
-- append with its inline projection close to a bare insert. A user's few chats are sorted after the lookup.
drop index chats_user_updated;
create index chats_user on chats (user_id);
alter table chats set (fillfactor = 80);
