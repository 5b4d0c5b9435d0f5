import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Conflict, NotFound, ValidationError } from "./errors.ts"
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

/** One appointment still ahead (the app's clock), as the dashboard lists it. */
export const UpcomingAppointment = Schema.Struct({
  id: Schema.String,
  /** ISO-8601 UTC instant; shown in Rome time. */
  scheduled_date: Schema.String,
  timezone: Schema.Literal("Europe/Rome"),
  notes: Schema.String,
  reminder_emails_enabled: Schema.Boolean,
})

/** The user's upcoming appointments, soonest first (at most 20). */
export const UpcomingAppointments = Schema.Struct({
  appointments: Schema.Array(UpcomingAppointment),
})

export const AppointmentCancelled = Schema.Struct({
  success: Schema.Boolean,
  message: Schema.String,
})

export class AppointmentsGroup extends HttpApiGroup.make("appointments")
  .add(
    HttpApiEndpoint.post("create", "/appointments", {
      payload: CreateAppointment,
      success: AppointmentCreated.pipe(HttpApiSchema.status(201)),
      error: ValidationError,
    }),
  )
  .add(HttpApiEndpoint.get("list", "/appointments", { success: UpcomingAppointments }))
  .add(
    /** Cancels it and its reminders; 404 APPOINTMENT_NOT_FOUND for an unknown or another user's one, 409 once it has passed. */
    HttpApiEndpoint.delete("cancel", "/appointments/:id", {
      params: { id: Schema.String },
      success: AppointmentCancelled,
      error: [NotFound, Conflict],
    }),
  )
  .middleware(Authorization) {}
