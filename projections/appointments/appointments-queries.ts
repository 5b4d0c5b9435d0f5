import type { Sql, Tx } from "../../eventstore/db.ts"

export interface UpcomingAppointmentRow {
  readonly id: string
  readonly scheduled_at: Date
  readonly reminders_enabled: boolean
}

/** At most this many are listed: more than a person keeps in mind at once. */
export const UPCOMING_LIMIT = 20

/** The user's appointments still ahead of `now` and not cancelled, soonest first. */
export const upcomingAppointments = (
  sql: Sql | Tx,
  userId: string,
  now: string,
): Promise<ReadonlyArray<UpcomingAppointmentRow>> =>
  sql<UpcomingAppointmentRow[]>`
    select id::text as id, scheduled_at, reminders_enabled from appointments
    where user_id = ${userId} and cancelled_at is null and scheduled_at > ${now}
    order by scheduled_at limit ${UPCOMING_LIMIT}`

/** Appointments still ahead of `now` with a reminder due by then (the domain picks which one). */
export const appointmentsWithReminderDue = async (
  sql: Sql | Tx,
  now: string,
  limit: number,
): Promise<ReadonlyArray<string>> => {
  const rows = await sql<{ id: string }[]>`
    select id::text as id from appointments
    where cancelled_at is null and (remind_24h_at is not null or remind_3h_at is not null)
      and scheduled_at > ${now} and (remind_24h_at <= ${now} or remind_3h_at <= ${now})
    order by scheduled_at limit ${limit}`
  return rows.map((row) => row.id)
}
