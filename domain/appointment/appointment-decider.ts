import { Result } from "effect"
import { APPOINTMENT_NOTES_MAX_LENGTH, APPOINTMENT_TIMEZONE } from "../shared/constants.ts"
import type { Decider } from "../shared/decider.ts"
import { isAtOrAfter, isBefore } from "../shared/instant.ts"
import type * as C from "./appointment-commands.ts"
import * as E from "./appointment-errors.ts"
import type { AppointmentEvent } from "./appointment-events.ts"
import { pendingReminders, reminderDueAt } from "./appointment-reminders.ts"
import { validateAppointmentSlot } from "./appointment-slot.ts"
import {
  evolveAppointment,
  initialAppointmentState,
  type AppointmentState,
  type ScheduledAppointment,
} from "./appointment-state.ts"

type Decision = Result.Result<ReadonlyArray<AppointmentEvent>, E.AppointmentError>
const nothing: Decision = Result.succeed([])

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
  if (isAtOrAfter(command.now, appointment.scheduledAt))
    return Result.fail(new E.AppointmentAlreadyPassed({ appointmentId: command.appointmentId }))
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
