const dateFormat = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "short", year: "numeric" })
const dateTimeFormat = new Intl.DateTimeFormat("it-IT", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
})
const numberFormat = new Intl.NumberFormat("it-IT")

const parse = (iso: string): Date | null => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "21 nov 2026" (SPEC §9: dates in Italian format); an unreadable date gives "—". */
export const formatDate = (iso: string): string => {
  const date = parse(iso)
  return date === null ? "—" : dateFormat.format(date)
}

/** "21 nov 2026, 10:30", or "Mai" for a user who never logged in. */
export const formatLastLogin = (iso: string | null): string => {
  if (iso === null) return "Mai"
  const date = parse(iso)
  return date === null ? "—" : dateTimeFormat.format(date)
}

/** "1.234". */
export const formatCount = (value: number): string => numberFormat.format(value)
