import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import {
  appointmentErrorMessage,
  appointmentScheduledMessage,
} from "../domain/appointment/appointment-messages.ts"
import { JobQueue } from "../eventstore/job-queue.ts"
import { scheduleAppointment } from "../commands/appointments/appointment-commands.ts"
import { conditionCode } from "./condition-code.ts"
import { Api } from "./contract/api.ts"
import { ValidationError } from "./contract/errors.ts"
import { CurrentUser } from "./contract/middleware.ts"

export const romeDateTime = new Intl.DateTimeFormat("it-IT", {
  timeZone: "Europe/Rome",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
})

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
        }).pipe(
          Effect.catchTags({ StreamVersionConflict: Effect.die, DuplicateEventId: Effect.die }),
          Effect.mapError(
            (error) =>
              new ValidationError({
                code: conditionCode(error._tag),
                detail: appointmentErrorMessage(error),
              }),
          ),
        )
        const scheduledAt = state.status === "none" ? payload.scheduled_date : state.scheduledAt
        return {
          success: true,
          message: appointmentScheduledMessage(romeDateTime.format(new Date(scheduledAt)), remindersEnabled),
          appointment_id: appointmentId,
          scheduled_date: scheduledAt,
        }
      }),
    )
  }),
)
