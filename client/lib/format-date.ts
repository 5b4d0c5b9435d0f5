const longDate = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric" })

/** "21 novembre 2026"; an unreadable date gives an empty string rather than "Invalid Date". */
export const formatLongDate = (iso: string): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date)
}
