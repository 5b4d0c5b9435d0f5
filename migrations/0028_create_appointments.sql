-- why: the appointments read model (issue 28; inline projection of appointment-* streams): the dashboard lists a user's upcoming appointments, and the reminders are sent when the app's clock reaches them (not pg-boss's). No notes: they stay sealed in the log. Filled here from the log already written.
create table appointments (
  id uuid primary key,
  user_id uuid not null,
  scheduled_at timestamptz not null,
  reminders_enabled boolean not null,
  -- when each reminder falls due; null once sent, overtaken, cancelled, or when it was never armed
  remind_24h_at timestamptz,
  remind_3h_at timestamptz,
  booked_at timestamptz not null,
  cancelled_at timestamptz
);
create index appointments_user_upcoming on appointments (user_id, scheduled_at) where cancelled_at is null;
create index appointments_reminders_due on appointments (scheduled_at)
  where cancelled_at is null and (remind_24h_at is not null or remind_3h_at is not null);

-- the same fold as projections/appointments/appointments-projection.ts, over the events written so far
with booked as (
  select (data->>'appointmentId')::uuid as id, (data->>'userId')::uuid as user_id,
         (data->>'scheduledAt')::timestamptz as scheduled_at, (data->>'remindersEnabled')::boolean as reminders_enabled,
         (data->>'at')::timestamptz as booked_at
  from events where type = 'AppointmentScheduled'
),
sent as (
  select substr(stream_id, 13)::uuid as id, bool_or(data->>'kind' = '24h') as sent_24h,
         bool_or(data->>'kind' = '3h') as sent_3h
  from events where type = 'ReminderSent' group by stream_id
),
cancelled as (
  select substr(stream_id, 13)::uuid as id, min((data->>'at')::timestamptz) as at
  from events where type = 'AppointmentCancelled' group by stream_id
)
insert into appointments
select b.id, b.user_id, b.scheduled_at, b.reminders_enabled,
       case when b.reminders_enabled and c.id is null and not coalesce(s.sent_24h or s.sent_3h, false)
                 and b.booked_at < b.scheduled_at - interval '24 hours'
            then b.scheduled_at - interval '24 hours' end,
       case when b.reminders_enabled and c.id is null and not coalesce(s.sent_3h, false)
                 and b.booked_at < b.scheduled_at - interval '3 hours'
            then b.scheduled_at - interval '3 hours' end,
       b.booked_at, c.at
from booked b
left join sent s on s.id = b.id
left join cancelled c on c.id = b.id
where not exists (
  select 1 from events d where d.type = 'UserDeleted' and d.stream_id = 'user-' || b.user_id::text
);
