import { Effect } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { Db } from "../../eventstore/db.ts"
import { upcomingAppointments } from "../../projections/appointments/appointments-queries.ts"
import { appointments } from "../aggregates.ts"

export interface UpcomingAppointment {
  readonly appointmentId: string
  readonly scheduledAt: string
  readonly remindersEnabled: boolean
  /** Opened from the log (sealed there with the user's key). */
  readonly notes: string
}

/** The user's appointments still ahead by the app's clock, soonest first, with their notes. */
export const listUpcomingAppointments = Effect.fn("Commands.listUpcomingAppointments")(function* (
  userId: string,
) {
  const { sql } = yield* Db
  const now = yield* currentInstant
  const rows = yield* Effect.promise(() => upcomingAppointments(sql, userId, now))
  return yield* Effect.forEach(rows, (row) =>
    Effect.map(appointments.read(row.id), ({ events }): UpcomingAppointment => ({
      appointmentId: row.id,
      scheduledAt: row.scheduled_at.toISOString(),
      remindersEnabled: row.reminders_enabled,
      notes: events.find((e) => e._tag === "AppointmentScheduled")?.notes ?? "",
    })),
  )
})
