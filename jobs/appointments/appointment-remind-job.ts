import { Effect, Schema } from "effect"
import { JobQueue } from "../../eventstore/job-queue.ts"
import { sendDueReminder } from "../../commands/appointments/appointment-use-cases.ts"
import { effectJob } from "../effect-job.ts"

/**
 * What booking an appointment enqueued before reminders followed the app's clock (issue 28): one job per
 * reminder, started by pg-boss at its time. Nothing enqueues it any more; an existing database may still hold
 * some, and they are served until they are gone.
 */
export const AppointmentRemindJob = Schema.Struct({
  appointmentId: Schema.String,
  kind: Schema.Literals(["24h", "3h"]),
})

/** The appointment__remind worker: sends what is due by the app's clock, as the minute check would. */
export const appointmentRemindHandler = effectJob("appointment__remind", AppointmentRemindJob, (job) =>
  Effect.gen(function* () {
    yield* sendDueReminder(yield* JobQueue, job.appointmentId)
  }).pipe(Effect.catchTags({ AppointmentNotFound: () => Effect.void })),
)
