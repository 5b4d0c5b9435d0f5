const HOUR_MS = 60 * 60 * 1000

/** SPEC §2 Dashboard: "Ora" within the hour, then "Nh fa", then "Ng fa". */
export const relativeAge = (isoDate: string, now: Date): string => {
  const then = new Date(isoDate).getTime()
  if (Number.isNaN(then)) return ""
  const hours = Math.floor(Math.max(0, now.getTime() - then) / HOUR_MS)
  if (hours < 1) return "Ora"
  if (hours < 24) return `${hours}h fa`
  return `${Math.floor(hours / 24)}g fa`
}
