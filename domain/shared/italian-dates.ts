/*
 * Every date the server writes for people, in Italian and on Rome's clock (SPEC §5: appointments are in
 * Europe/Rome): one formatter per shape, so a mail, an API message, the dev mailbox and the operator's ledger
 * say a date the same way. Pure: the instant always comes in.
 */

export const italianTimeZone = "Europe/Rome"

const formatter = (options: Intl.DateTimeFormatOptions, timeZone = italianTimeZone) =>
  new Intl.DateTimeFormat("it-IT", { timeZone, ...options })

const dayMonthYear = formatter({ day: "numeric", month: "long", year: "numeric" })
const weekdayDateTime = formatter({
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
})
const mediumDateTime = formatter({ dateStyle: "medium", timeStyle: "medium" })
const shortDateTime = formatter({ dateStyle: "short", timeStyle: "medium" })

/** "lunedì 23 novembre 2026", in the given zone (a person's own, for their appointment mails). */
export const formatItalianDate = (at: Date, timeZone = italianTimeZone): string =>
  formatter({ weekday: "long", day: "numeric", month: "long", year: "numeric" }, timeZone).format(at)

/** "09:30", in the given zone. */
export const formatItalianTime = (at: Date, timeZone = italianTimeZone): string =>
  formatter({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, timeZone).format(at)

/** "28 novembre 2026" */
export const formatRomeDate = (instant: string | Date): string => dayMonthYear.format(new Date(instant))

/** "lunedì 23 novembre 2026 alle ore 09:30" as Intl writes it for Italian. */
export const formatRomeWeekdayDateTime = (instant: string | Date): string =>
  weekdayDateTime.format(new Date(instant))

/** "23 nov 2026, 09:30:15": the dev mailbox. */
export const formatRomeMediumDateTime = (instant: string | Date): string =>
  mediumDateTime.format(new Date(instant))

/** "23/11/26, 09:30:15": the operator's ledger. */
export const formatRomeShortDateTime = (instant: string | Date): string =>
  shortDateTime.format(new Date(instant))
