import { Effect } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { Db } from "../../eventstore/db.ts"
import type { JobQueueShape } from "../../eventstore/job-queue.ts"
import { appointmentsWithReminderDue } from "../../projections/appointments/appointments-queries.ts"
import { sendDueReminder } from "./appointment-use-cases.ts"

/** Appointments looked at per check; the rest wait for the next one (a minute later). */
const PER_CHECK = 200

/**
 * Sends every reminder the app's clock has made due (issue 28): the read model names the appointments, each one's
 * own stream decides which reminder, if any, goes out. One appointment that fails is logged and retried at the
 * next check; the others still go out.
 */
export const sendDueReminders = Effect.fn("Commands.sendDueReminders")(function* (jobs: JobQueueShape) {
  const { sql } = yield* Db
  const now = yield* currentInstant
  const ids = yield* Effect.promise(() => appointmentsWithReminderDue(sql, now, PER_CHECK))
  let sent = 0
  for (const id of ids)
    sent += yield* sendDueReminder(jobs, id).pipe(
      Effect.catchCause((cause) =>
        Effect.as(Effect.logWarning("appointment reminder not sent; retried at the next check", cause), 0),
      ),
    )
  return sent
})
