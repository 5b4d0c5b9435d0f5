import { MILLIS, type Instant } from "./instant.ts"

/**
 * Europe/Rome wall-clock time without Intl or a time-zone database: CET (UTC+1), and CEST (UTC+2) from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October (EU rule since 1996).
 */
export interface RomeWallClock {
  /** `YYYY-MM-DD` in Rome. */
  readonly date: string
  readonly hour: number
  readonly minute: number
  readonly second: number
  readonly millisecond: number
}

const HOUR_MS = 60 * MILLIS.minute

const lastSundayAtOneUtc = (year: number, monthIndex: number): number => {
  const lastDay = Date.UTC(year, monthIndex + 1, 0)
  return lastDay - new Date(lastDay).getUTCDay() * MILLIS.day + HOUR_MS
}

export const romeOffsetMinutes = (ms: number): number => {
  const year = new Date(ms).getUTCFullYear()
  const summer = ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9)
  return summer ? 120 : 60
}

export const toRomeWallClock = (instant: Instant): RomeWallClock => {
  const ms = Date.parse(instant)
  const local = new Date(ms + romeOffsetMinutes(ms) * MILLIS.minute)
  return {
    date: local.toISOString().slice(0, 10),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    millisecond: local.getUTCMilliseconds(),
  }
}

/** The instant of a Rome wall-clock time (`2026-12-01`, `09:30`); in the autumn overlap, the earlier one. */
export const romeWallClockToInstant = (date: string, time: string): Instant => {
  const localMs = Date.parse(`${date}T${time}:00.000Z`)
  const summer = localMs - 120 * MILLIS.minute
  const offset = romeOffsetMinutes(summer) === 120 ? 120 : 60
  return new Date(localMs - offset * MILLIS.minute).toISOString()
}

/** Calendar arithmetic on `YYYY-MM-DD` dates. */
export const addCalendarDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * MILLIS.day).toISOString().slice(0, 10)

/** Same day of the month `months` later, clamped to that month's last day (31 Jan + 1 month → 28/29 Feb). */
export const addCalendarMonths = (date: string, months: number): string => {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number)
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10)
}
