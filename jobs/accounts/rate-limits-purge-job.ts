import { Effect, Schema } from "effect"
import { RateLimiter } from "../../commands/rate-limits/rate-limiter.ts"
import { cronSchedule } from "../cron-schedule.ts"
import { effectJob } from "../effect-job.ts"

/** Every hour (pg-boss cron, UTC), away from the reply relays' sweep at :17. */
export const PURGE_CRON = "47 * * * *"

/** Deletes the rate-limit counters whose every hit has left its window (commands/rate-limits/rate-limiter.ts). */
export const purgeRateLimits = Effect.gen(function* () {
  const purged = yield* (yield* RateLimiter).purgeExpired
  if (purged > 0) yield* Effect.logInfo("rate_limits__purge", { purged })
  return purged
}).pipe(Effect.withSpan("RateLimitsPurge.run"))

/** The rate_limits__purge worker (one run per cron tick; overlapping ticks are harmless). */
export const rateLimitsPurgeHandler = effectJob("rate_limits__purge", Schema.Unknown, () =>
  Effect.asVoid(purgeRateLimits),
)

/** Its cron, registered by every worker (jobs/cron-schedule.ts). */
export const scheduleRateLimitsPurge = cronSchedule("rate_limits__purge", PURGE_CRON)
