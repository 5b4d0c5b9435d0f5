import { Effect, Schema } from "effect"
import { ReplyRelay } from "../../adapters/ai/reply-relay/reply-relay.ts"
import { cronSchedule } from "../cron-schedule.ts"
import { effectJob } from "../effect-job.ts"

/** Every hour (pg-boss cron, UTC). */
export const SWEEP_CRON = "17 * * * *"

/** Deletes the sealed replies nobody came back for within their time (adapters/ai/reply-relay/relay-store.ts). */
export const sweepReplyRelays = Effect.gen(function* () {
  const swept = yield* (yield* ReplyRelay).sweep
  if (swept > 0) yield* Effect.logInfo("reply_relays__sweep", { swept })
  return swept
}).pipe(Effect.withSpan("ReplyRelaysSweep.run"))

/** The reply_relays__sweep worker (one run per cron tick; overlapping ticks are harmless). */
export const replyRelaysSweepHandler = effectJob("reply_relays__sweep", Schema.Unknown, () =>
  Effect.asVoid(sweepReplyRelays),
)

/** Its cron, registered by every worker (jobs/cron-schedule.ts). */
export const scheduleReplyRelaysSweep = cronSchedule("reply_relays__sweep", SWEEP_CRON)
