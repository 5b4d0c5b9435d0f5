import { formatInstant } from "../../../lib/format-date.ts"
const numberFormat = new Intl.NumberFormat("it-IT")

/** "21 nov 2026" (SPEC §9: dates in Italian format); an unreadable date gives "—". */
export const formatDate = (iso: string): string => {
  return formatInstant(iso, "shortDate") || "—"
}

/** "21 nov 2026, 10:30", or "Mai" for a user who never logged in. */
export const formatLastLogin = (iso: string | null): string => {
  if (iso === null) return "Mai"
  return formatInstant(iso, "shortDateTime") || "—"
}

/** "1.234". */
export const formatCount = (value: number): string => numberFormat.format(value)
