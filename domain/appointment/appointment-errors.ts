import { Schema } from "effect"

export class AppointmentDateMissing extends Schema.TaggedError<AppointmentDateMissing>()(
  "AppointmentDateMissing",
  {},
) {}

export class AppointmentDateInvalid extends Schema.TaggedError<AppointmentDateInvalid>()(
  "AppointmentDateInvalid",
  {
    scheduledAt: Schema.String,
  },
) {}

/** Outside tomorrow … today + 3 months (Rome calendar dates, `YYYY-MM-DD`). */
export class AppointmentDateOutOfRange extends Schema.TaggedError<AppointmentDateOutOfRange>()(
  "AppointmentDateOutOfRange",
  { earliest: Schema.String, latest: Schema.String },
) {}

/** Not on a 30-minute slot between 09:00 and 18:00 Rome time. */
export class AppointmentSlotInvalid extends Schema.TaggedError<AppointmentSlotInvalid>()(
  "AppointmentSlotInvalid",
  {
    firstSlot: Schema.String,
    lastSlot: Schema.String,
    slotMinutes: Schema.Number,
  },
) {}

export class AppointmentNotesTooLong extends Schema.TaggedError<AppointmentNotesTooLong>()(
  "AppointmentNotesTooLong",
  { maxLength: Schema.Number },
) {}

export class AppointmentTimezoneUnsupported extends Schema.TaggedError<AppointmentTimezoneUnsupported>()(
  "AppointmentTimezoneUnsupported",
  { timezone: Schema.String },
) {}

export class AppointmentAlreadyScheduled extends Schema.TaggedError<AppointmentAlreadyScheduled>()(
  "AppointmentAlreadyScheduled",
  { appointmentId: Schema.String },
) {}

/** Missing, or another user's appointment. */
export class AppointmentNotFound extends Schema.TaggedError<AppointmentNotFound>()("AppointmentNotFound", {
  appointmentId: Schema.String,
}) {}

/** Its time has come and gone: there is nothing left to cancel. */
export class AppointmentAlreadyPassed extends Schema.TaggedError<AppointmentAlreadyPassed>()(
  "AppointmentAlreadyPassed",
  { appointmentId: Schema.String },
) {}

/** The reminder job fired early; try again at `dueAt`. */
export class ReminderNotDue extends Schema.TaggedError<ReminderNotDue>()("ReminderNotDue", {
  dueAt: Schema.String,
}) {}

export type AppointmentError =
  | AppointmentDateMissing
  | AppointmentDateInvalid
  | AppointmentDateOutOfRange
  | AppointmentSlotInvalid
  | AppointmentNotesTooLong
  | AppointmentTimezoneUnsupported
  | AppointmentAlreadyScheduled
  | AppointmentNotFound
  | AppointmentAlreadyPassed
  | ReminderNotDue
