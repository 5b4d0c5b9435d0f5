import type { Instant } from "../shared/instant.ts"
import type { ReminderKind } from "./appointment-events.ts"

export interface ScheduleAppointment {
  readonly _tag: "ScheduleAppointment"
  readonly appointmentId: string
  readonly userId: string
  /** Any ISO-8601 instant with offset (`2026-12-01T09:30:00+01:00` or UTC); "" when none was chosen. */
  readonly scheduledAt: string
  readonly timezone: string
  readonly notes: string
  readonly remindersEnabled: boolean
  readonly now: Instant
}

export interface SendReminder {
  readonly _tag: "SendReminder"
  readonly appointmentId: string
  readonly kind: ReminderKind
  readonly now: Instant
}

export interface CancelAppointment {
  readonly _tag: "CancelAppointment"
  readonly appointmentId: string
  readonly userId: string
  readonly now: Instant
}

export type AppointmentCommand = ScheduleAppointment | SendReminder | CancelAppointment
