import { Effect, Layer, Schema } from "effect"
import { ReplyRelay } from "../../adapters/ai/reply-relay/reply-relay.ts"
import { JobQueue } from "../../eventstore/job-queue.ts"
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

/** Registers the cron in pg-boss (an upsert: every worker start may call it). Only worker instances run schedules. */
export const scheduleReplyRelaysSweep = Layer.effectDiscard(
  Effect.gen(function* () {
    const jobs = yield* JobQueue
    yield* Effect.promise(() =>
      jobs.boss.schedule("reply_relays__sweep", SWEEP_CRON, {}, { tz: "UTC", missed: "once" }),
    )
  }),
)
