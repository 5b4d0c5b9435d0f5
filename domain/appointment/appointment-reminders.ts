import { REMINDER_HOURS_BEFORE } from "../shared/constants.ts"
import { addMinutes, isAtOrAfter, isBefore, type Instant } from "../shared/instant.ts"
import type { ReminderKind } from "./appointment-events.ts"
import type { AppointmentState } from "./appointment-state.ts"

/** Latest first: when both are due, only the nearer one is worth a mail. */
const KINDS: ReadonlyArray<ReminderKind> = ["24h", "3h"]

export const reminderDueAt = (scheduledAt: Instant, kind: ReminderKind): Instant =>
  addMinutes(scheduledAt, -REMINDER_HOURS_BEFORE[kind] * 60)

/**
 * The reminders still to send: enabled, not already due when the appointment was booked, not sent, and not
 * overtaken (once the 3-hour reminder is out, the 24-hour one would only confuse).
 */
export const pendingReminders = (
  state: AppointmentState,
): ReadonlyArray<{ readonly kind: ReminderKind; readonly dueAt: Instant }> => {
  if (state.status !== "scheduled" || !state.remindersEnabled) return []
  if (state.remindersSent.includes("3h")) return []
  return KINDS.filter((kind) => !state.remindersSent.includes(kind))
    .map((kind) => ({ kind, dueAt: reminderDueAt(state.scheduledAt, kind) }))
    .filter((reminder) => isBefore(state.bookedAt, reminder.dueAt))
}

/**
 * The reminder to send at `now`, if any: the nearest one already due, while the appointment is still ahead. A
 * 24-hour reminder whose 3-hour one is due too (the server was away) is skipped, not sent late.
 */
export const dueReminder = (state: AppointmentState, now: Instant): ReminderKind | null => {
  if (state.status !== "scheduled" || isAtOrAfter(now, state.scheduledAt)) return null
  const due = pendingReminders(state).filter((reminder) => isAtOrAfter(now, reminder.dueAt))
  return due.at(-1)?.kind ?? null
}
