import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { appointmentHttpError, appointmentScheduledText } from "./appointments/appointment-http-errors.ts"
import { JobQueue } from "../eventstore/job-queue.ts"
import { scheduleAppointment } from "../commands/appointments/appointment-use-cases.ts"
import { Api } from "../contract/api.ts"
import { CurrentUser } from "../contract/middleware.ts"
import { formatRomeWeekdayDateTime } from "../domain/shared/italian-dates.ts"
import { answerRefusals } from "./refusals.ts"

/** `POST /api/appointments`: books the next session (SPEC §5 rules in the domain), with its mails. */
export const AppointmentsLive = HttpApiBuilder.group(Api, "appointments", (handlers) =>
  Effect.gen(function* () {
    const jobs = yield* JobQueue
    return handlers.handle("create", ({ payload }) =>
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
  }),
)
