import { Effect, Schema } from "effect"
import { sendDueReminders } from "../../commands/appointments/due-reminders.ts"
import { JobQueue } from "../../eventstore/job-queue.ts"
import { cronSchedule } from "../cron-schedule.ts"
import { effectJob } from "../effect-job.ts"

/** Every minute (pg-boss cron): a reminder goes out within a minute of its time on the app's clock. */
export const REMINDERS_CHECK_CRON = "* * * * *"

/**
 * The appointment_reminders__check worker: sends the reminders the app's clock has made due (the dev clock
 * moves that clock, and asks for a check at once). Overlapping checks are harmless: each reminder is recorded
 * once.
 */
export const appointmentRemindersCheckHandler = effectJob(
  "appointment_reminders__check",
  Schema.Unknown,
  () =>
    Effect.gen(function* () {
      const sent = yield* sendDueReminders(yield* JobQueue)
      if (sent > 0) yield* Effect.logInfo("appointment_reminders__check", { sent })
    }),
)

/** Its cron, registered by every worker (jobs/cron-schedule.ts). */
export const scheduleAppointmentRemindersCheck = cronSchedule(
  "appointment_reminders__check",
  REMINDERS_CHECK_CRON,
)
