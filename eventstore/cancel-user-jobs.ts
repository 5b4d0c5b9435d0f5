import { idInStream, type StreamCategory } from "../domain/shared/stream-ids.ts"
import type { Tx } from "./db.ts"

/**
 * Cancels, inside the transaction that deletes a user, every job still waiting for them: their mails, the
 * reminders of their appointments and the expiry of their chat sessions. Jobs name users by id only (their
 * data is looked up when they run), so a cancelled job keeps nothing personal either.
 */
export const cancelUserJobs = async (tx: Tx, userId: string): Promise<number> => {
  const owned = await tx<{ stream_id: string }[]>`
    select stream_id from events
    where type in ('AppointmentScheduled', 'ChatCreated') and data->>'userId' = ${userId}`
  const ids = (category: StreamCategory) => owned.flatMap((row) => idInStream(category, row.stream_id) ?? [])
  const result = await tx`
    update pgboss.job set state = 'cancelled', completed_on = now()
    where state < 'completed' and (
      (name = 'mail__send' and data->>'userId' = ${userId})
      or (name = 'appointment__remind' and data->>'appointmentId' = any(${ids("appointment")}::text[]))
      or (name = 'session__expire' and data->>'chatId' = any(${ids("chat")}::text[])))`
  return result.count
}
