import { describe, expect, it } from "vitest"

import {
  appointmentDateWindow,
  appointmentDays,
  formatAppointmentDate,
  isDateInWindow,
  romeToday,
  romeWallClockToUtcIso,
  TIME_SLOTS,
} from "./appointment-schedule.ts"

describe("time slots (SPEC §5)", () => {
  it("are every 30 minutes from 09:00 to 18:00 inclusive", () => {
    expect(TIME_SLOTS).toHaveLength(19)
    expect(TIME_SLOTS[0]).toBe("09:00")
    expect(TIME_SLOTS[1]).toBe("09:30")
    expect(TIME_SLOTS.at(-1)).toBe("18:00")
    expect(TIME_SLOTS).not.toContain("18:30")
    expect(TIME_SLOTS.every((slot) => /^(09|1[0-8]):(00|30)$/.test(slot))).toBe(true)
  })
})

describe("date window", () => {
  it("runs from tomorrow to 3 months ahead, by Rome's calendar", () => {
    expect(appointmentDateWindow(new Date("2026-11-21T10:00:00Z"))).toEqual({
      min: "2026-11-22",
      max: "2027-02-21",
    })
    // 23:30 UTC on the 21st is already the 22nd in Rome.
    expect(romeToday(new Date("2026-11-21T23:30:00Z"))).toBe("2026-11-22")
    expect(appointmentDateWindow(new Date("2026-11-21T23:30:00Z")).min).toBe("2026-11-23")
  })

  it("clamps to the end of a shorter month and crosses years", () => {
    expect(appointmentDateWindow(new Date("2026-11-30T10:00:00Z"))).toEqual({
      min: "2026-12-01",
      max: "2027-02-28",
    })
    expect(appointmentDateWindow(new Date("2027-12-31T10:00:00Z"))).toEqual({
      min: "2028-01-01",
      max: "2028-03-31",
    })
  })

  it("refuses today, past dates, dates beyond the window and garbage", () => {
    const now = new Date("2026-11-21T10:00:00Z")
    expect(isDateInWindow("2026-11-21", now)).toBe(false)
    expect(isDateInWindow("2026-11-22", now)).toBe(true)
    expect(isDateInWindow("2027-02-21", now)).toBe(true)
    expect(isDateInWindow("2027-02-22", now)).toBe(false)
    expect(isDateInWindow("domani", now)).toBe(false)
  })
})

describe("the list of days", () => {
  it("holds every day of the window once, grouped by month, in Italian", () => {
    const months = appointmentDays(new Date("2026-11-21T10:00:00Z"))
    expect(months.map((m) => [m.label, m.days.length])).toEqual([
      ["Novembre 2026", 9],
      ["Dicembre 2026", 31],
      ["Gennaio 2027", 31],
      ["Febbraio 2027", 21],
    ])
    expect(months[0]?.days[0]).toEqual({ value: "2026-11-22", label: "domenica 22 novembre" })
    expect(months.at(-1)?.days.at(-1)).toEqual({ value: "2027-02-21", label: "domenica 21 febbraio" })
  })
})

describe("Rome wall clock → UTC", () => {
  it("uses +01:00 in winter and +02:00 in summer", () => {
    expect(romeWallClockToUtcIso("2026-12-10", "09:00")).toBe("2026-12-10T08:00:00.000Z")
    expect(romeWallClockToUtcIso("2027-07-01", "18:00")).toBe("2027-07-01T16:00:00.000Z")
  })

  it("handles the days the clocks change", () => {
    // 28 March 2027: 02:00 → 03:00; 31 October 2027: 03:00 → 02:00.
    expect(romeWallClockToUtcIso("2027-03-28", "09:30")).toBe("2027-03-28T07:30:00.000Z")
    expect(romeWallClockToUtcIso("2027-10-31", "09:30")).toBe("2027-10-31T08:30:00.000Z")
  })
})

describe("Italian dates", () => {
  it("formats the chosen day in it-IT", () => {
    expect(formatAppointmentDate("2026-11-24")).toBe("martedì 24 novembre 2026")
  })
})
