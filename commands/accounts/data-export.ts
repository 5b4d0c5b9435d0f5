import { Effect } from "effect"
import { userStream, walletStream } from "../../domain/shared/stream-ids.ts"
import { Db } from "../../eventstore/db.ts"
import { EventStore } from "../../eventstore/event-store.ts"
import type { StoredEvent } from "../../eventstore/events.ts"
import { supersededMessages } from "./superseded-messages.ts"

const str = (value: unknown) => (typeof value === "string" ? value : null)

/** A ledger line: the event's name, when, and its figures (the user's id left out: it is the same everywhere). */
const ledgerLine = (event: StoredEvent) => {
  const { userId: _userId, ...details } = event.data
  return { type: event.type, at: str(event.data.at) ?? event.recordedAt.toISOString(), details }
}

/**
 * "Scarica i miei dati", the server's part: what only the server can list — the consent given at sign-up, the
 * credit ledger (every wallet event), the appointments, and the messages "Rigenera"/"Modifica" replaced (ciphertext). The profile comes from GET /user/me, and the
 * conversations are decrypted in the browser, which alone holds their key.
 */
export const exportUserData = Effect.fn("Commands.exportUserData")(function* (userId: string) {
  const store = yield* EventStore
  const { sql } = yield* Db
  const user = yield* store.readStream(userStream(userId))
  const consent = user.find((event) => event.type === "ConsentGiven")
  const wallet = yield* store.readStream(walletStream(userId))
  const ids = yield* Effect.promise(
    () => sql<{ stream_id: string }[]>`
      select distinct stream_id from events
      where type = 'AppointmentScheduled' and data->>'userId' = ${userId}`,
  )
  const streams = yield* store.readStreams(ids.map((row) => row.stream_id))
  const appointments = [...streams.values()].flatMap((events) => {
    const scheduled = events.find((event) => event.type === "AppointmentScheduled")
    if (scheduled === undefined) return []
    const d = scheduled.data
    return [
      {
        scheduled_at: str(d.scheduledAt) ?? "",
        timezone: str(d.timezone) ?? "Europe/Rome",
        notes: str(d.notes) ?? "",
        reminder_emails_enabled: d.remindersEnabled === true,
        cancelled: events.some((event) => event.type === "AppointmentCancelled"),
      },
    ]
  })
  return {
    consent:
      consent === undefined
        ? null
        : { health_data: true, adult: true, at: str(consent.data.at) ?? consent.recordedAt.toISOString() },
    credit_ledger: wallet.map(ledgerLine),
    appointments: appointments.sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at)),
    superseded_messages: yield* supersededMessages(userId),
  }
})
