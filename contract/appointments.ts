import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { ValidationError } from "./errors.ts"
import { Authorization } from "./middleware.ts"
import { BoundedText, fieldMaxima } from "./limits.ts"

export const CreateAppointment = Schema.Struct({
  /** ISO-8601 instant of the chosen slot (09:00–18:00 Europe/Rome, every 30 minutes, tomorrow to 3 months). */
  scheduled_date: BoundedText(fieldMaxima.instant),
  timezone: BoundedText(fieldMaxima.timezone),
  notes: Schema.optional(BoundedText(fieldMaxima.notes)),
  reminder_emails_enabled: Schema.optional(Schema.Boolean),
})

export const AppointmentCreated = Schema.Struct({
  success: Schema.Boolean,
  message: Schema.String,
  appointment_id: Schema.String,
  scheduled_date: Schema.String,
})

export class AppointmentsGroup extends HttpApiGroup.make("appointments")
  .add(
    HttpApiEndpoint.post("create", "/appointments", {
      payload: CreateAppointment,
      success: AppointmentCreated.pipe(HttpApiSchema.status(201)),
      error: ValidationError,
    }),
  )
  .middleware(Authorization) {}
