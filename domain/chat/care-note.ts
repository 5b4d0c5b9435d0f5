import { MILLIS, toMillis, type Instant } from "../shared/instant.ts"

/*
 * Care for reliance (issue 27): a gentle note, never a lock-out, when a person starts their third session of a day
 * or one in the small hours, saying that Cogi is glad to be there and suggesting a person or some rest. The day
 * and the hour are the person's own: the browser tells its UTC offset, and the day's earlier sessions are read
 * on that same offset (on the night a clock changes, an hour's difference at most). Never in a crisis session
 * (one a crisis opened, kept open or opened again), and never when the person turned the note off.
 */

/** From the third session started on the same calendar day, the note shows. */
export const SESSIONS_IN_A_DAY = 3
/** A session started from 01:00 to 04:59, the person's time, is a night session. */
export const NIGHT_FROM_HOUR = 1
export const NIGHT_UNTIL_HOUR = 5
/** The offsets in use on Earth: UTC−12 to UTC+14. */
export const MIN_OFFSET_MINUTES = -12 * 60
export const MAX_OFFSET_MINUTES = 14 * 60

export interface CareNoteFacts {
  /** The person's choice on the account page (on until they turn it off). */
  readonly enabled: boolean
  /** This session: when it started (null before its first message) and whether a crisis opened or kept it. */
  readonly session: { readonly startedAt: Instant | null; readonly crisis: boolean }
  /** When the person's other sessions started (any order; those after this one do not count). */
  readonly otherStarts: ReadonlyArray<Instant>
  /** The person's offset from UTC in minutes, east positive (Rome: 60 in winter, 120 in summer). */
  readonly offsetMinutes: number
}

export type CareNoteReason = "late_night" | "third_session_today"
export type CareNote = { readonly show: false } | { readonly show: true; readonly reason: CareNoteReason }

const hidden: CareNote = { show: false }

/** The person's wall clock at an instant: the calendar day (days since the epoch) and the hour. */
const localClock = (instant: Instant, offsetMinutes: number) => {
  const local = toMillis(instant) + offsetMinutes * MILLIS.minute
  return { day: Math.floor(local / MILLIS.day), hour: new Date(local).getUTCHours() }
}

/** Whether this session gets the note, and why: the night first (rest is what it suggests most). */
export const careNoteFor = (facts: CareNoteFacts): CareNote => {
  const { startedAt, crisis } = facts.session
  if (!facts.enabled || crisis || startedAt === null) return hidden
  const offset = Math.min(MAX_OFFSET_MINUTES, Math.max(MIN_OFFSET_MINUTES, Math.round(facts.offsetMinutes)))
  const here = localClock(startedAt, offset)
  if (here.hour >= NIGHT_FROM_HOUR && here.hour < NIGHT_UNTIL_HOUR)
    return { show: true, reason: "late_night" }
  const sameDayBefore = facts.otherStarts.filter(
    (other) => toMillis(other) <= toMillis(startedAt) && localClock(other, offset).day === here.day,
  ).length
  return sameDayBefore + 1 >= SESSIONS_IN_A_DAY ? { show: true, reason: "third_session_today" } : hidden
}
