import { describe, expect, it } from "vitest"
import { foldEvents } from "../shared/decider.ts"
import { given as givenFor } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import type { ScheduleAppointment } from "./appointment-commands.ts"
import { appointmentDecider } from "./appointment-decider.ts"
import { pendingReminders } from "./appointment-reminders.ts"
import type { AppointmentEvent } from "./appointment-events.ts"
import { bookableDates, SLOT_TIMES } from "./appointment-slot.ts"

const given = givenFor(appointmentDecider)
const appointmentId = "appt-1"
const userId = "user-1"
// Now is Saturday 2026-11-21 08:00 UTC (09:00 in Rome, CET).
const now = at("08:00")

describe("Appointment", () => {
  describe("scheduling", () => {
    it("books tomorrow at 09:00 Rome time, stored in UTC", () =>
      given([])
        .when(schedule("2026-11-22T09:00:00+01:00"))
        .then([scheduled(at("2026-11-22T08:00"))]))

    it("accepts the last slot, 18:00", () =>
      given([])
        .when(schedule("2026-11-22T17:00:00Z"))
        .then([scheduled(at("2026-11-22T17:00"))]))

    it("accepts the last bookable date", () =>
      given([])
        .when(schedule("2027-02-21T17:00:00Z"))
        .then([scheduled(at("2027-02-21T17:00"))]))

    it("uses summer time (UTC+2) in summer", () =>
      given([])
        .when({ ...schedule("2026-06-02T07:00:00Z"), now: at("2026-06-01T08:00") })
        .then([{ ...scheduled(at("2026-06-02T07:00")), at: at("2026-06-01T08:00") }]))

    it("refuses 06:30 UTC in summer, which is 08:30 in Rome", () =>
      given([])
        .when({ ...schedule("2026-06-02T06:30:00Z"), now: at("2026-06-01T08:00") })
        .thenFails("AppointmentSlotInvalid"))

    it("refuses today", () =>
      given([]).when(schedule("2026-11-21T15:00:00Z")).thenFails("AppointmentDateOutOfRange"))

    it("refuses more than 3 months ahead", () => {
      const error = given([]).when(schedule("2027-02-22T09:00:00Z")).thenFails("AppointmentDateOutOfRange")
      expect(error).toMatchObject({ earliest: "2026-11-22", latest: "2027-02-21" })
    })

    it("refuses a time before 09:00 Rome", () =>
      given([]).when(schedule("2026-11-22T07:30:00Z")).thenFails("AppointmentSlotInvalid"))

    it("refuses 18:30 Rome", () =>
      given([]).when(schedule("2026-11-22T17:30:00Z")).thenFails("AppointmentSlotInvalid"))

    it("refuses a time off the 30-minute steps", () =>
      given([]).when(schedule("2026-11-22T09:15:00Z")).thenFails("AppointmentSlotInvalid"))

    it("refuses a missing date", () => given([]).when(schedule("")).thenFails("AppointmentDateMissing"))

    it("refuses an unreadable date", () =>
      given([]).when(schedule("domani")).thenFails("AppointmentDateInvalid"))

    it("refuses notes over 200 characters", () =>
      given([])
        .when({ ...schedule("2026-11-22T09:00:00Z"), notes: "x".repeat(201) })
        .thenFails("AppointmentNotesTooLong"))

    it("accepts notes of exactly 200 characters", () =>
      given([])
        .when({ ...schedule("2026-11-22T08:00:00Z"), notes: "x".repeat(200) })
        .then([{ ...scheduled(at("2026-11-22T08:00")), notes: "x".repeat(200) }]))

    it("refuses another time zone", () =>
      given([])
        .when({ ...schedule("2026-11-22T08:00:00Z"), timezone: "Europe/London" })
        .thenFails("AppointmentTimezoneUnsupported"))

    it("refuses to schedule the same appointment twice", () =>
      given([scheduled(at("2026-11-22T08:00"))])
        .when(schedule("2026-11-23T08:00:00Z"))
        .thenFails("AppointmentAlreadyScheduled"))

    it("lists the slots and the bookable dates", () => {
      expect(SLOT_TIMES[0]).toBe("09:00")
      expect(SLOT_TIMES.at(-1)).toBe("18:00")
      expect(SLOT_TIMES).toHaveLength(19)
      // 23:30 UTC on the 21st is already the 22nd in Rome.
      expect(bookableDates(at("23:30"))).toEqual({ earliest: "2026-11-23", latest: "2027-02-22" })
    })
  })

  describe("reminders", () => {
    const appointment = scheduled(at("2026-11-25T09:00"))

    it("sends the 24-hour reminder when due", () =>
      given([appointment])
        .when(remind("24h", at("2026-11-24T09:00")))
        .then([sent("24h", at("2026-11-24T09:00"))]))

    it("sends the 3-hour reminder when due", () =>
      given([appointment])
        .when(remind("3h", at("2026-11-25T06:00")))
        .then([sent("3h", at("2026-11-25T06:00"))]))

    it("sends each reminder once", () =>
      given([appointment, sent("24h", at("2026-11-24T09:00"))])
        .when(remind("24h", at("2026-11-24T09:05")))
        .thenNothingHappened())

    it("refuses a reminder before it is due", () =>
      given([appointment])
        .when(remind("3h", at("2026-11-25T05:00")))
        .thenFails("ReminderNotDue"))

    it("sends nothing when reminders are off", () =>
      given([{ ...appointment, remindersEnabled: false }])
        .when(remind("24h", at("2026-11-24T09:00")))
        .thenNothingHappened())

    it("sends nothing for a cancelled appointment", () =>
      given([appointment, cancelled])
        .when(remind("24h", at("2026-11-24T09:00")))
        .thenNothingHappened())

    it("skips a reminder already due when the appointment was booked", () => {
      const soon = scheduled(at("2026-11-22T08:00"))
      expect(pendingReminders(foldEvents(appointmentDecider, [soon])).map((r) => r.kind)).toEqual(["3h"])
      given([soon])
        .when(remind("24h", at("2026-11-21T09:00")))
        .thenNothingHappened()
    })

    it("does not send the 24-hour reminder once the 3-hour one is out", () =>
      given([appointment, sent("3h", at("2026-11-25T06:00"))])
        .when(remind("24h", at("2026-11-25T06:01")))
        .thenNothingHappened())
    it("arms both reminders for an appointment days ahead", () =>
      expect(pendingReminders(foldEvents(appointmentDecider, [appointment]))).toEqual([
        { kind: "24h", dueAt: at("2026-11-24T09:00") },
        { kind: "3h", dueAt: at("2026-11-25T06:00") },
      ]))
  })

  describe("cancellation", () => {
    const appointment = scheduled(at("2026-11-25T09:00"))
    const cancel = { _tag: "CancelAppointment" as const, appointmentId, userId, now }

    it("cancels", () => given([appointment]).when(cancel).then([cancelled]))

    it("cancels once", () => given([appointment, cancelled]).when(cancel).thenNothingHappened())

    it("hides another user's appointment", () =>
      given([appointment])
        .when({ ...cancel, userId: "user-2" })
        .thenFails("AppointmentNotFound"))

    it("refuses an unknown appointment", () => given([]).when(cancel).thenFails("AppointmentNotFound"))
    it("refuses one whose time has passed", () =>
      given([appointment])
        .when({ ...cancel, now: at("2026-11-25T09:00") })
        .thenFails("AppointmentAlreadyPassed"))
    it("still cancels a minute before it starts", () =>
      given([appointment])
        .when({ ...cancel, now: at("2026-11-25T08:59") })
        .then([{ ...cancelled, at: at("2026-11-25T08:59") }]))
  })
})

const cancelled: AppointmentEvent = { _tag: "AppointmentCancelled", schemaVersion: 1, appointmentId, at: now }

function schedule(scheduledAt: string): ScheduleAppointment {
  return {
    _tag: "ScheduleAppointment",
    appointmentId,
    userId,
    scheduledAt,
    timezone: "Europe/Rome",
    notes: " Parlare del lavoro ",
    remindersEnabled: true,
    now,
  }
}
function scheduled(scheduledAt: string) {
  return {
    _tag: "AppointmentScheduled",
    schemaVersion: 1,
    appointmentId,
    userId,
    scheduledAt,
    timezone: "Europe/Rome",
    notes: "Parlare del lavoro",
    remindersEnabled: true,
    at: now,
  } satisfies AppointmentEvent
}
function remind(kind: "24h" | "3h", when: string) {
  return { _tag: "SendReminder" as const, appointmentId, kind, now: when }
}
function sent(kind: "24h" | "3h", when: string): AppointmentEvent {
  return { _tag: "ReminderSent", schemaVersion: 1, appointmentId, kind, at: when }
}
