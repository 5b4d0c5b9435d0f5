import type { Tx } from "./db.ts"

/**
 * Cancels, inside the transaction that cancels an appointment, the reminder jobs armed for it on pg-boss's own
 * clock before reminders followed the app's clock (issue 28): an existing database may still hold some.
 */
export const cancelAppointmentJobs = async (tx: Tx, appointmentId: string): Promise<number> => {
  const result = await tx`
    update pgboss.job set state = 'cancelled', completed_on = now()
    where name = 'appointment__remind' and state < 'completed' and data->>'appointmentId' = ${appointmentId}`
  return result.count
}
