import { Effect, Layer } from "effect"
import { ReplyRelay } from "../adapters/ai/reply-relay/reply-relay.ts"
import { AppendHooks, EventStore } from "../eventstore/event-store.ts"
import { JobQueue } from "../eventstore/job-queue.ts"
import { inlineProjectionsHook } from "../projections/inline-projections.ts"
import { projections } from "../projections/registry.ts"
import { sessionExpiryHook } from "./chats/session-expiry.ts"

/** What every append runs in its transaction: the inline read models, then the jobs the events arm. */
export const AppendHooksLive = Layer.effect(
  AppendHooks,
  Effect.gen(function* () {
    const jobs = yield* JobQueue
    return [inlineProjectionsHook(projections), sessionExpiryHook(jobs)]
  }),
)

/**
 * The write side every role shares: the event store with its hooks, the reply relay (the sealed replies that
 * outlive their request), and the job queue (supervising and running schedules only in a worker). Requires `Db`.
 */
export const coreLayer = (options: { readonly worker: boolean }) =>
  Layer.merge(EventStore.layer, ReplyRelay.layer).pipe(
    Layer.provideMerge(AppendHooksLive),
    Layer.provideMerge(JobQueue.layer(options)),
  )
