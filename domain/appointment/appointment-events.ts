import { Schema } from "effect"
import { InstantSchema, SchemaVersion1 } from "../shared/schemas.ts"

export const ReminderKind = Schema.Literals(["24h", "3h"])
export type ReminderKind = typeof ReminderKind.Type

export const AppointmentScheduled = Schema.TaggedStruct("AppointmentScheduled", {
  schemaVersion: SchemaVersion1,
  appointmentId: Schema.String,
  userId: Schema.String,
  /** UTC instant of the appointment; it falls on a 30-minute slot, 09:00–18:00 Europe/Rome. */
  scheduledAt: InstantSchema,
  timezone: Schema.Literal("Europe/Rome"),
  notes: Schema.String,
  remindersEnabled: Schema.Boolean,
  at: InstantSchema,
})

export const ReminderSent = Schema.TaggedStruct("ReminderSent", {
  schemaVersion: SchemaVersion1,
  appointmentId: Schema.String,
  kind: ReminderKind,
  at: InstantSchema,
})

export const AppointmentCancelled = Schema.TaggedStruct("AppointmentCancelled", {
  schemaVersion: SchemaVersion1,
  appointmentId: Schema.String,
  at: InstantSchema,
})

export const AppointmentEvent = Schema.Union([AppointmentScheduled, ReminderSent, AppointmentCancelled])
export type AppointmentEvent = typeof AppointmentEvent.Type
export type AppointmentEventType = AppointmentEvent["_tag"]
