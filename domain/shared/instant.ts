/**
 * Instants are ISO-8601 UTC strings (`2026-11-21T09:00:00.000Z`) in commands, events and state.
 * Arithmetic goes through epoch milliseconds; nothing here reads the clock.
 */
export type Instant = string

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

export const toMillis = (instant: Instant): number => Date.parse(instant)
export const fromMillis = (ms: number): Instant => new Date(ms).toISOString()

export const addMinutes = (instant: Instant, minutes: number): Instant =>
  fromMillis(toMillis(instant) + minutes * MINUTE_MS)
export const addDays = (instant: Instant, days: number): Instant =>
  fromMillis(toMillis(instant) + days * DAY_MS)

/** Milliseconds from `from` to `to` (negative when `to` is earlier). */
export const millisBetween = (from: Instant, to: Instant): number => toMillis(to) - toMillis(from)

export const isBefore = (a: Instant, b: Instant): boolean => toMillis(a) < toMillis(b)
export const isAtOrAfter = (a: Instant, b: Instant): boolean => toMillis(a) >= toMillis(b)
export const later = (a: Instant, b: Instant): Instant => (isBefore(a, b) ? b : a)

export const MILLIS = { minute: MINUTE_MS, day: DAY_MS } as const
