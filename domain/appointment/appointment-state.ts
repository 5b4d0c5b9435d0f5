import type { Instant } from "../shared/instant.ts"
import type { AppointmentEvent, ReminderKind } from "./appointment-events.ts"

export interface ScheduledAppointment {
  readonly status: "scheduled" | "cancelled"
  readonly appointmentId: string
  readonly userId: string
  readonly scheduledAt: Instant
  readonly remindersEnabled: boolean
  /** When it was booked: a reminder already due by then is never sent. */
  readonly bookedAt: Instant
  readonly remindersSent: ReadonlyArray<ReminderKind>
}

export type AppointmentState = { readonly status: "none" } | ScheduledAppointment

export const initialAppointmentState: AppointmentState = { status: "none" }

export const evolveAppointment = (state: AppointmentState, event: AppointmentEvent): AppointmentState => {
  switch (event._tag) {
    case "AppointmentScheduled": {
      const { appointmentId, userId, scheduledAt, remindersEnabled, at } = event
      return {
        status: "scheduled",
        appointmentId,
        userId,
        scheduledAt,
        remindersEnabled,
        bookedAt: at,
        remindersSent: [],
      }
    }
    case "ReminderSent":
      return state.status === "none"
        ? state
        : { ...state, remindersSent: [...state.remindersSent, event.kind] }
    case "AppointmentCancelled":
      return state.status === "none" ? state : { ...state, status: "cancelled" }
    default: {
      const unhandled: never = event
      return unhandled
    }
  }
}
