import { Result } from "effect"
import {
  APPOINTMENT_NOTES_MAX_LENGTH,
  APPOINTMENT_TIMEZONE,
  REMINDER_HOURS_BEFORE,
} from "../shared/constants.ts"
import type { Decider } from "../shared/decider.ts"
import { addMinutes, isAtOrAfter, isBefore, type Instant } from "../shared/instant.ts"
import type * as C from "./appointment-commands.ts"
import * as E from "./appointment-errors.ts"
import type { AppointmentEvent, ReminderKind } from "./appointment-events.ts"
import { validateAppointmentSlot } from "./appointment-slot.ts"
import {
  evolveAppointment,
  initialAppointmentState,
  type AppointmentState,
  type ScheduledAppointment,
} from "./appointment-state.ts"

type Decision = Result.Result<ReadonlyArray<AppointmentEvent>, E.AppointmentError>
const nothing: Decision = Result.succeed([])

export const reminderDueAt = (scheduledAt: Instant, kind: ReminderKind): Instant =>
  addMinutes(scheduledAt, -REMINDER_HOURS_BEFORE[kind] * 60)

/** The reminders the job should arm: enabled, and not already due when the appointment was booked. */
export const pendingReminders = (
  state: AppointmentState,
): ReadonlyArray<{ readonly kind: ReminderKind; readonly dueAt: Instant }> => {
  if (state.status !== "scheduled" || !state.remindersEnabled) return []
  const kinds: ReadonlyArray<ReminderKind> = ["24h", "3h"]
  return kinds
    .filter((kind) => !state.remindersSent.includes(kind))
    .map((kind) => ({ kind, dueAt: reminderDueAt(state.scheduledAt, kind) }))
    .filter((reminder) => isBefore(state.bookedAt, reminder.dueAt))
}

export const scheduleAppointment = (command: C.ScheduleAppointment, state: AppointmentState): Decision => {
  if (state.status !== "none") {
    return Result.fail(new E.AppointmentAlreadyScheduled({ appointmentId: command.appointmentId }))
  }
  if (command.timezone !== APPOINTMENT_TIMEZONE) {
    return Result.fail(new E.AppointmentTimezoneUnsupported({ timezone: command.timezone }))
  }
  const notes = command.notes.trim()
  if (notes.length > APPOINTMENT_NOTES_MAX_LENGTH) {
    return Result.fail(new E.AppointmentNotesTooLong({ maxLength: APPOINTMENT_NOTES_MAX_LENGTH }))
  }
  const { appointmentId, userId, remindersEnabled, now } = command
  return Result.map(validateAppointmentSlot(command.scheduledAt, now), (scheduledAt) => [
    {
      _tag: "AppointmentScheduled",
      schemaVersion: 1,
      appointmentId,
      userId,
      scheduledAt,
      timezone: APPOINTMENT_TIMEZONE,
      notes,
      remindersEnabled,
      at: now,
    },
  ])
}

/** Recorded before the mail goes out; no events means there is nothing to send. */
export const sendReminder = (command: C.SendReminder, appointment: ScheduledAppointment): Decision => {
  const isPending = pendingReminders(appointment).some((reminder) => reminder.kind === command.kind)
  if (!isPending || isAtOrAfter(command.now, appointment.scheduledAt)) return nothing
  const dueAt = reminderDueAt(appointment.scheduledAt, command.kind)
  if (isBefore(command.now, dueAt)) return Result.fail(new E.ReminderNotDue({ dueAt }))
  const { appointmentId, kind, now } = command
  return Result.succeed([{ _tag: "ReminderSent", schemaVersion: 1, appointmentId, kind, at: now }])
}

export const cancelAppointment = (
  command: C.CancelAppointment,
  appointment: ScheduledAppointment,
): Decision => {
  if (appointment.userId !== command.userId) {
    return Result.fail(new E.AppointmentNotFound({ appointmentId: command.appointmentId }))
  }
  if (appointment.status === "cancelled") return nothing
  const { appointmentId, now } = command
  return Result.succeed([{ _tag: "AppointmentCancelled", schemaVersion: 1, appointmentId, at: now }])
}

export const decideAppointment = (command: C.AppointmentCommand, state: AppointmentState): Decision => {
  if (command._tag === "ScheduleAppointment") return scheduleAppointment(command, state)
  if (state.status === "none")
    return Result.fail(new E.AppointmentNotFound({ appointmentId: command.appointmentId }))
  switch (command._tag) {
    case "SendReminder":
      return sendReminder(command, state)
    case "CancelAppointment":
      return cancelAppointment(command, state)
    default: {
      const unhandled: never = command
      return unhandled
    }
  }
}

export const appointmentDecider: Decider<
  C.AppointmentCommand,
  AppointmentEvent,
  AppointmentState,
  E.AppointmentError
> = {
  initialState: initialAppointmentState,
  evolve: evolveAppointment,
  decide: decideAppointment,
}
