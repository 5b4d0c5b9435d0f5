import { describe, expect, it } from "vitest"
import { foldEvents } from "../shared/decider.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { appointmentDecider } from "./appointment-decider.ts"
import type { AppointmentEvent } from "./appointment-events.ts"
import { dueReminder, pendingReminders } from "./appointment-reminders.ts"

// Booked on Saturday 2026-11-21 at 08:00 UTC for Wednesday 2026-11-25 at 09:00 UTC.
const appointmentId = "appt-1"
const booked: AppointmentEvent = {
  _tag: "AppointmentScheduled",
  schemaVersion: 1,
  appointmentId,
  userId: "user-1",
  scheduledAt: at("2026-11-25T09:00"),
  timezone: "Europe/Rome",
  notes: "",
  remindersEnabled: true,
  at: at("08:00"),
}
const sent = (kind: "24h" | "3h", when: string): AppointmentEvent => ({
  _tag: "ReminderSent",
  schemaVersion: 1,
  appointmentId,
  kind,
  at: when,
})
const stateAfter = (events: ReadonlyArray<AppointmentEvent>) => foldEvents(appointmentDecider, events)

describe("appointment reminders by the clock", () => {
  it("given a booking days ahead, when nothing is due yet, then no reminder", () =>
    expect(dueReminder(stateAfter([booked]), at("2026-11-24T08:59"))).toBeNull())

  it("given a booking days ahead, when 24 hours are left, then the 24-hour reminder", () =>
    expect(dueReminder(stateAfter([booked]), at("2026-11-24T09:00"))).toBe("24h"))

  it("given the 24-hour reminder sent, when 3 hours are left, then the 3-hour reminder", () =>
    expect(
      dueReminder(stateAfter([booked, sent("24h", at("2026-11-24T09:00"))]), at("2026-11-25T06:00")),
    ).toBe("3h"))

  it("given the 24-hour reminder sent, when it is not yet 3 hours before, then nothing", () =>
    expect(
      dueReminder(stateAfter([booked, sent("24h", at("2026-11-24T09:00"))]), at("2026-11-25T05:59")),
    ).toBeNull())

  it("given both due at once (the server was away), then only the 3-hour reminder", () =>
    expect(dueReminder(stateAfter([booked]), at("2026-11-25T07:00"))).toBe("3h"))

  it("given the 3-hour reminder sent, then the 24-hour one is no longer pending", () => {
    const state = stateAfter([booked, sent("3h", at("2026-11-25T06:00"))])
    expect(pendingReminders(state)).toEqual([])
    expect(dueReminder(state, at("2026-11-25T07:00"))).toBeNull()
  })

  it("given the appointment has begun, then no reminder any more", () =>
    expect(dueReminder(stateAfter([booked]), at("2026-11-25T09:00"))).toBeNull())

  it("given reminders switched off, then none", () =>
    expect(
      dueReminder(stateAfter([{ ...booked, remindersEnabled: false }]), at("2026-11-25T07:00")),
    ).toBeNull())

  it("given a cancelled appointment, then none", () =>
    expect(
      dueReminder(
        stateAfter([
          booked,
          { _tag: "AppointmentCancelled", schemaVersion: 1, appointmentId, at: at("09:00") },
        ]),
        at("2026-11-24T09:00"),
      ),
    ).toBeNull())

  it("given no appointment, then none", () => expect(dueReminder({ status: "none" }, at("09:00"))).toBeNull())
})
