import { describe, expect, it } from "vitest"
import { addCalendarDays, addCalendarMonths, romeWallClockToInstant, toRomeWallClock } from "./rome-time.ts"

// Intl is the reference here (tests only); the domain code computes the offset by the EU rule.
const viaIntl = (instant: string) => {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Rome",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(instant))
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? ""
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`
}
const ours = (instant: string) => {
  const clock = toRomeWallClock(instant)
  return `${clock.date} ${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`
}

describe("Rome wall clock", () => {
  it("agrees with Intl every 30 minutes around both 2026 switches and across a year", () => {
    const starts = ["2026-03-28T20:00:00Z", "2026-10-24T20:00:00Z", "2027-03-27T20:00:00Z"]
    for (const start of starts) {
      for (let step = 0; step < 96; step++) {
        const instant = new Date(Date.parse(start) + step * 30 * 60_000).toISOString()
        expect(ours(instant), instant).toBe(viaIntl(instant))
      }
    }
    for (let day = 0; day < 400; day += 3) {
      const instant = new Date(Date.parse("2026-01-01T07:45:00Z") + day * 86_400_000).toISOString()
      expect(ours(instant), instant).toBe(viaIntl(instant))
    }
  })

  it("turns a Rome wall-clock time into an instant in winter and in summer", () => {
    expect(romeWallClockToInstant("2026-12-01", "09:00")).toBe("2026-12-01T08:00:00.000Z")
    expect(romeWallClockToInstant("2026-07-01", "18:00")).toBe("2026-07-01T16:00:00.000Z")
  })

  it("does calendar arithmetic", () => {
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(addCalendarMonths("2026-11-30", 3)).toBe("2027-02-28")
    expect(addCalendarMonths("2026-11-21", 3)).toBe("2027-02-21")
  })
})
