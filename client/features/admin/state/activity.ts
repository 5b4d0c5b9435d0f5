import type { DailyActivity } from "../api/admin-types.ts"
import { formatCalendarDay } from "../../../lib/format-date.ts"

export type ActivityMetric = "messages" | "sessions_started" | "registrations" | "logins" | "verifications"

export const ACTIVITY_METRICS: ReadonlyArray<{ readonly value: ActivityMetric; readonly label: string }> = [
  { value: "messages", label: "Messaggi scritti" },
  { value: "sessions_started", label: "Sessioni avviate" },
  { value: "registrations", label: "Registrazioni" },
  { value: "logins", label: "Accessi" },
  { value: "verifications", label: "Email verificate" },
]

/**
 * Why the messages written can be more than the messages the conversations hold (the overview's figure): a reply
 * replaced with "Rigenera", a message with "Modifica", and the conversations deleted are written, not held.
 */
export const MESSAGES_WRITTEN_NOTE =
  "Contano anche i messaggi poi sostituiti con «Rigenera» o «Modifica» e quelli delle conversazioni cancellate: per questo possono essere più dei «Messaggi nelle conversazioni»."

/** "24 nov" for a YYYY-MM-DD day (a calendar day: formatted in UTC so no time zone moves it). */
export const shortDay = (day: string) => formatCalendarDay(day, "short")
export const longDay = (day: string) => formatCalendarDay(day, "long")

/** Total, and the busiest day (the latest of equals), of one metric; null peak when every day is zero. */
export const activitySummary = (days: ReadonlyArray<DailyActivity>, metric: ActivityMetric) => {
  let total = 0
  let peak: DailyActivity | null = null
  for (const day of days) {
    total += day[metric]
    if (day[metric] > 0 && (peak === null || day[metric] >= peak[metric])) peak = day
  }
  return { total, peak }
}

/** A round top for the scale: 1, 2, 5, 10, 20, 50… at least the largest value (and at least 1). */
export const niceMax = (value: number) => {
  if (value <= 1) return 1
  const magnitude = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= value) ?? 10
  return step * magnitude
}
