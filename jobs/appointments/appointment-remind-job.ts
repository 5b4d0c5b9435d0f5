import { Effect, Schema } from "effect"
import { JobQueue } from "../../eventstore/job-queue.ts"
import { sendAppointmentReminder } from "../../commands/appointments/appointment-use-cases.ts"
import { effectJob } from "../effect-job.ts"

/** What booking an appointment enqueues, twice: a reminder 24 h and 3 h before. */
export const AppointmentRemindJob = Schema.Struct({
  appointmentId: Schema.String,
  kind: Schema.Literals(["24h", "3h"]),
})

/** The appointment__remind worker: each reminder goes out once. */
export const appointmentRemindHandler = effectJob("appointment__remind", AppointmentRemindJob, (job) =>
  Effect.gen(function* () {
    yield* sendAppointmentReminder(yield* JobQueue, job.appointmentId, job.kind)
  }).pipe(
    Effect.catchTags({
      // pg-boss starts the job at the due time; a clock slightly behind is not worth a failure
      ReminderNotDue: (e) => Effect.logWarning(`appointment__remind ran before ${e.dueAt}; skipped`),
      AppointmentNotFound: () => Effect.void,
    }),
  ),
)
