/*
 * SPEC §5 and §9: an appointment is on a date from tomorrow up to 3 months ahead, at 09:00–18:00 in
 * 30-minute steps, in Europe/Rome. The date and time chosen are Rome wall-clock; the API gets UTC.
 */
import { formatCalendarDay } from "../../../lib/format-date.ts"
export const APPOINTMENT_TIMEZONE = "Europe/Rome"
export const NOTES_MAX_LENGTH = 200
export const DATE_TIME_REQUIRED = "Seleziona data e orario per l'appuntamento"
export const DATE_OUT_OF_RANGE = "Scegli una data tra domani e i prossimi 3 mesi"
export const APPOINTMENT_FAILED = "Errore nella creazione dell'appuntamento. Riprova."

/** "09:00", "09:30", … "18:00" (19 slots). */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 19 }, (_, index) => {
  const minutes = 9 * 60 + index * 30
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`
})

type Parts = { year: number; month: number; day: number; hour: number; minute: number }

const romeParts = (instant: Date): Parts => {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: APPOINTMENT_TIMEZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant)
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? "0")
  return {
    year: value("year"),
    month: value("month"),
    day: value("day"),
    hour: value("hour"),
    minute: value("minute"),
  }
}

const isoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`

/** Calendar arithmetic on a YYYY-MM-DD date (no time zone involved). */
const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split("-").map(Number)
  const moved = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days))
  return isoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate())
}

/** Same day N months later, clamped to the month's last day (30 November + 3 months → 28/29 February). */
const addMonths = (date: string, months: number): string => {
  const [y, m, d] = date.split("-").map(Number)
  const target = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  return isoDate(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(d ?? 1, lastDay))
}

/** Today's date in Rome, YYYY-MM-DD. */
export const romeToday = (now: Date): string => {
  const parts = romeParts(now)
  return isoDate(parts.year, parts.month, parts.day)
}

/** The dates a user may pick, as `<input type="date">` min and max. */
export const appointmentDateWindow = (now: Date): { min: string; max: string } => {
  const today = romeToday(now)
  return { min: addDays(today, 1), max: addMonths(today, 3) }
}

export const isDateInWindow = (date: string, now: Date): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  const { min, max } = appointmentDateWindow(now)
  return date >= min && date <= max
}

/** Rome wall-clock date (YYYY-MM-DD) and time (HH:MM) → the UTC instant, as an ISO string. */
export const romeWallClockToUtcIso = (date: string, time: string): string => {
  const [y, m, d] = date.split("-").map(Number)
  const [hh, mm] = time.split(":").map(Number)
  const wall = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0)
  // Rome's offset at a given instant, in ms: what Rome's clock shows minus UTC.
  const offsetAt = (instant: number) => {
    const p = romeParts(new Date(instant))
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - instant
  }
  let utc = wall - offsetAt(wall)
  utc = wall - offsetAt(utc)
  return new Date(utc).toISOString()
}

/** "martedì 24 novembre 2026" for a YYYY-MM-DD date. */
export const formatAppointmentDate = (date: string): string => {
  return formatCalendarDay(date, "longWithYear")
}

export type AppointmentDay = { readonly value: string; readonly label: string }
export type AppointmentMonth = { readonly label: string; readonly days: readonly AppointmentDay[] }

/** Every date of the window, grouped by month, labelled in Italian ("domenica 22 novembre"). */
export const appointmentDays = (now: Date): readonly AppointmentMonth[] => {
  const { min, max } = appointmentDateWindow(now)
  const months: Array<{ label: string; days: AppointmentDay[] }> = []
  for (let date = min; date <= max; date = addDays(date, 1)) {
    const month = formatCalendarDay(date, "month")
    const label = month.charAt(0).toUpperCase() + month.slice(1)
    const last = months.at(-1)
    const group = last !== undefined && last.label === label ? last : { label, days: [] }
    if (group !== last) months.push(group)
    group.days.push({ value: date, label: formatCalendarDay(date, "long") })
  }
  return months
}
