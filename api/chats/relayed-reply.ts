import { Cause, Deferred, Effect, Queue, Schedule, Stream } from "effect"
import { HttpServerResponse } from "effect/http"
import type { ReplySealer } from "../../adapters/ai/reply-relay/relay-crypto.ts"
import {
  appendChunk,
  finishRelay,
  openRelay,
  RELAY_MAX_GENERATION_MS,
  stopRequested,
} from "../../adapters/ai/reply-relay/relay-store.ts"
import type { Sql } from "../../eventstore/db.ts"
import { SSE_OPTIONS, sseBytes, type ReplyFrame } from "./reply-stream-sse.ts"

/** Tokens that arrive within this window are kept as one chunk (one row per ~100 ms, not one per word). */
export const CHUNK_WINDOW_MS = 100
const STOP_POLL_MS = 500

/** The stop handles of the replies this process is writing: a Stop that lands here ends its reply at once. */
const running = new Map<string, () => void>()

/** Stops a reply written by this process; other replicas see the stored flag (relay-store `requestStop`). */
export const stopLocally = (replyId: string) => running.get(replyId)?.()

export interface RelayTarget {
  readonly replyId: string
  readonly chatId: string
  readonly userId: string
  readonly messageId: string
}

/**
 * A reply that outlives its request: the frames are generated in a fiber of their own, each sealed to the
 * browser's key and stored (reply_chunks) before it is sent on this connection with its sequence as the SSE `id`.
 * Closing the connection only stops the sending; Stop (any replica) or the generation bound ends the writing.
 * The browser picks up the rest from GET /chats/{id}/replies/{reply_id}/events, here or on another replica.
 */
export const relayedReply = (
  sql: Sql,
  sealer: ReplySealer,
  target: RelayTarget,
  frames: Stream.Stream<ReplyFrame>,
) =>
  Effect.gen(function* () {
    const { replyId } = target
    yield* Effect.promise(() => openRelay(sql, { ...target, serverKey: sealer.serverKey }))
    const live = yield* Queue.unbounded<Uint8Array, Cause.Done>()
    const stop = yield* Deferred.make<void>()
    let seq = 0
    const store = (frame: ReplyFrame) =>
      Effect.promise(async () => {
        const n = seq++
        const stopAsked = await appendChunk(sql, replyId, n, sealer.seal(n, JSON.stringify(frame)))
        Queue.offerUnsafe(live, sseBytes(frame, n))
        return stopAsked
      }).pipe(Effect.flatMap((stopAsked) => (stopAsked ? Deferred.succeed(stop, undefined) : Effect.void)))
    const stopElsewhere = Effect.promise(() => stopRequested(sql, replyId)).pipe(
      Effect.repeat({ schedule: Schedule.spaced(STOP_POLL_MS), until: (asked) => asked }),
    )
    const stopped = Effect.raceFirst(Deferred.await(stop), Effect.asVoid(stopElsewhere)).pipe(
      // the browser that resumes later learns the reply was stopped, not cut off
      Effect.andThen(store({ event: "stopped", data: { reply_id: replyId } })),
    )
    const write = Effect.raceFirst(Stream.runForEach(frames, store), stopped).pipe(
      Effect.timeoutOrElse({ duration: RELAY_MAX_GENERATION_MS, orElse: () => Effect.void }),
      Effect.catchCause((cause) => Effect.logWarning("Relayed reply failed", { cause: Cause.pretty(cause) })),
      Effect.ensuring(
        Effect.promise(() =>
          finishRelay(sql, replyId).then(
            () => undefined,
            () => undefined,
          ),
        ).pipe(Effect.andThen(Queue.end(live)), Effect.andThen(Effect.sync(() => running.delete(replyId)))),
      ),
    )
    running.set(replyId, () => Deferred.doneUnsafe(stop, Effect.void))
    yield* Effect.forkDetach(write)
    return HttpServerResponse.stream(Stream.fromQueue(live), SSE_OPTIONS)
  })
