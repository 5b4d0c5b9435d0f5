import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import {
  appointmentCancelHttpError,
  appointmentCancelledText,
  appointmentHttpError,
  appointmentScheduledText,
} from "./appointments/appointment-http-errors.ts"
import { JobQueue } from "../eventstore/job-queue.ts"
import { cancelAppointment, scheduleAppointment } from "../commands/appointments/appointment-use-cases.ts"
import { listUpcomingAppointments } from "../commands/appointments/upcoming-appointments.ts"
import { Api } from "../contract/api.ts"
import { CurrentUser } from "../contract/middleware.ts"
import { isUuid } from "../contract/uuid.ts"
import { AppointmentNotFound } from "../domain/appointment/appointment-errors.ts"
import { formatRomeWeekdayDateTime } from "../domain/shared/italian-dates.ts"
import { answerRefusals } from "./refusals.ts"

/**
 * `/api/appointments`: book the next session (SPEC §5 rules in the domain) with its confirmation mail, list the
 * ones still ahead, cancel one (its reminders are then never sent).
 */
export const AppointmentsLive = HttpApiBuilder.group(Api, "appointments", (handlers) =>
  Effect.gen(function* () {
    const jobs = yield* JobQueue
    return handlers
      .handle("create", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const remindersEnabled = payload.reminder_emails_enabled ?? true
          const { appointmentId, state } = yield* scheduleAppointment(jobs, {
            userId: user.id,
            scheduledAt: payload.scheduled_date,
            timezone: payload.timezone,
            notes: payload.notes ?? "",
            remindersEnabled,
          }).pipe(answerRefusals(appointmentHttpError))
          const scheduledAt = state.status === "none" ? payload.scheduled_date : state.scheduledAt
          return {
            success: true,
            message: appointmentScheduledText(formatRomeWeekdayDateTime(scheduledAt), remindersEnabled),
            appointment_id: appointmentId,
            scheduled_date: scheduledAt,
          }
        }),
      )
      .handle("list", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const upcoming = yield* listUpcomingAppointments(user.id)
          return {
            appointments: upcoming.map((a) => ({
              id: a.appointmentId,
              scheduled_date: a.scheduledAt,
              timezone: "Europe/Rome" as const,
              notes: a.notes,
              reminder_emails_enabled: a.remindersEnabled,
            })),
          }
        }),
      )
      .handle("cancel", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          if (!isUuid(params.id))
            return yield* appointmentCancelHttpError(new AppointmentNotFound({ appointmentId: params.id }))
          yield* cancelAppointment(user.id, params.id.toLowerCase()).pipe(
            answerRefusals(appointmentCancelHttpError),
          )
          return { success: true, message: appointmentCancelledText }
        }),
      )
  }),
)
