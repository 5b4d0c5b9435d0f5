import type { Tx } from "../../eventstore/db.ts"
import type { StoredEvent } from "../../eventstore/events.ts"
import type { Projection } from "../projection.ts"

const counterOf: Readonly<Record<string, string>> = {
  UserRegistered: "registrations",
  EmailVerified: "verifications",
  UserLoggedIn: "logins",
  SessionStarted: "sessions_started",
  MessageRecorded: "messages",
}

/** The day an event happened, in Rome (where our users are), from the time it was recorded. */
const romeDay = (at: Date) => at.toLocaleDateString("sv-SE", { timeZone: "Europe/Rome" })

const apply = async (tx: Tx, event: StoredEvent, table: string) => {
  const counter = counterOf[event.type]
  if (!counter) return
  const t = tx(table)
  const c = tx(counter)
  await tx`insert into ${t} (day, ${c}) values (${romeDay(event.recordedAt)}, 1)
    on conflict (day) do update set ${c} = ${t}.${c} + 1`
}

export const activityByDay: Projection = {
  name: "activity_by_day",
  mode: "async",
  handles: Object.keys(counterOf),
  apply,
}
