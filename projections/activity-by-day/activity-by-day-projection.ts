import { ident, join, json, q } from "../../eventstore/sql-text.ts"
import type { Projection } from "../projection.ts"

const counterOf: Readonly<Record<string, string>> = {
  UserRegistered: "registrations",
  EmailVerified: "verifications",
  UserLoggedIn: "logins",
  SessionStarted: "sessions_started",
  MessageRecorded: "messages",
}
const counters = [...new Set(Object.values(counterOf))]

/** The day an event happened, in Rome (where our users are), from the time it was recorded. */
const romeDays = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Rome" })
const romeDay = (at: Date) => romeDays.format(at)

export const activityByDay: Projection = {
  name: "activity_by_day",
  mode: "async",
  handles: Object.keys(counterOf),
  plan: (_db, events, table) => {
    const days = new Map<string, Record<string, number>>()
    for (const event of events) {
      const counter = counterOf[event.type]
      if (!counter || !event.recordedAt) continue
      const day = romeDay(event.recordedAt)
      const row = days.get(day) ?? Object.fromEntries(counters.map((c) => [c, 0]))
      row[counter] = (row[counter] ?? 0) + 1
      days.set(day, row)
    }
    if (days.size === 0) return []
    const rows = [...days].map(([day, values]) => ({ day, ...values }))
    const t = ident(table)
    return [
      q`insert into ${t} select * from jsonb_populate_recordset(null::${t}, ${json(rows)})
        on conflict (day) do update set ${join(counters.map((c) => q`${ident(c)} = ${t}.${ident(c)} + excluded.${ident(c)}`))}`,
    ]
  },
}
