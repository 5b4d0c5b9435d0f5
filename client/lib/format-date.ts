/*
 * Every date the app shows, in Italian (SPEC §9), one formatter per shape. Two kinds of date:
 * - calendar days ("YYYY-MM-DD", "YYYY-MM"): formatted in UTC, so no time zone moves them to the day before;
 * - instants (ISO timestamps): in the person's own zone, or on Rome's clock where SPEC says so (moods, export).
 */

const italian = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("it-IT", options)

const calendar = {
  short: italian({ day: "numeric", month: "short", timeZone: "UTC" }),
  long: italian({ weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
  longWithYear: italian({ weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  full: italian({ dateStyle: "long", timeZone: "UTC" }),
  month: italian({ month: "long", year: "numeric", timeZone: "UTC" }),
} as const

const instant = {
  date: italian({ day: "numeric", month: "long", year: "numeric" }),
  shortDate: italian({ day: "numeric", month: "short", year: "numeric" }),
  shortDateTime: italian({
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }),
  time: italian({ hour: "2-digit", minute: "2-digit" }),
  romeDay: italian({ day: "numeric", month: "short", timeZone: "Europe/Rome" }),
  romeDayTime: italian({
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Rome",
  }),
  romeDateTime: italian({ dateStyle: "long", timeStyle: "short", timeZone: "Europe/Rome" }),
  romeWeekdayDate: italian({ weekday: "long", day: "numeric", month: "long", timeZone: "Europe/Rome" }),
  romeTime: italian({ hour: "2-digit", minute: "2-digit", timeZone: "Europe/Rome" }),
} as const

export type CalendarShape = keyof typeof calendar
export type InstantShape = keyof typeof instant

/**
 * A calendar day ("2026-11-24") or month ("2026-11"): short "24 nov", long "martedì 24 novembre", longWithYear
 * "martedì 24 novembre 2026", full "24 novembre 2026", month "novembre 2026". An unreadable day gives "".
 */
export const formatCalendarDay = (day: string, shape: CalendarShape): string => {
  const date = new Date(`${day.length === 7 ? `${day}-01` : day}T12:00:00Z`)
  return Number.isNaN(date.getTime()) ? "" : calendar[shape].format(date)
}

/**
 * An instant: date "21 novembre 2026", shortDate "21 nov 2026", shortDateTime "21 nov 2026, 10:30", time "10:30"
 * (the person's zone); romeDay "21 nov", romeDayTime "21 novembre alle ore 10:30", romeDateTime "21 novembre 2026
 * alle ore 10:30", romeWeekdayDate "martedì 24 novembre", romeTime "10:30" (Rome). An unreadable instant gives "".
 */
export const formatInstant = (iso: string, shape: InstantShape): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? "" : instant[shape].format(date)
}

/** "21 novembre 2026"; an unreadable date gives an empty string rather than "Invalid Date". */
export const formatLongDate = (iso: string): string => formatInstant(iso, "date")
