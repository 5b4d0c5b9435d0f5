// Test support: readable instants for fixtures.

/** `at("08:00")` is 2026-11-21T08:00:00.000Z; `at("2026-12-01T08:00")` is taken as UTC; seconds optional. */
export const at = (time: string): string => {
  const full = time.includes("T") ? time : `2026-11-21T${time}`
  return new Date(`${full}${full.length === 16 ? ":00" : ""}Z`).toISOString()
}
