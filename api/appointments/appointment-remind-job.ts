import { Effect } from "effect"
import type { EventStore } from "../../eventstore/event-store.ts"
import { JobQueue, type JobHandler } from "../../jobs/job-queue.ts"
import { sendAppointmentReminder } from "./appointment-commands.ts"

/** The appointment__remind worker: armed at booking for 24 h and 3 h before; each reminder goes out once. */
export const appointmentRemindHandler = Effect.gen(function* () {
  const context = yield* Effect.context<EventStore | JobQueue>()
  const jobs = yield* JobQueue
  const handler: JobHandler = async (batch) => {
    for (const job of batch) {
      const { appointmentId, kind } = job.data
      if (typeof appointmentId !== "string" || (kind !== "24h" && kind !== "3h")) continue
      await Effect.runPromise(
        sendAppointmentReminder(jobs, appointmentId, kind).pipe(
          Effect.catchTags({
            // pg-boss starts the job at the due time; a clock slightly behind is not worth a failure
            ReminderNotDue: (e) => Effect.logWarning(`appointment__remind ran before ${e.dueAt}; skipped`),
            AppointmentNotFound: () => Effect.void,
          }),
          Effect.provideContext(context),
        ),
      )
    }
  }
  return handler
})
