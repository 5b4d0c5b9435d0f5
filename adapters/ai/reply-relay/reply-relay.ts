import { Cause, Context, Deferred, Effect, Layer, Option, Queue, Stream } from "effect"
import { Db } from "../../../eventstore/db.ts"
import type { PlannedHook } from "../../../eventstore/event-store.ts"
import type { ReplyFrame } from "../reply-frames.ts"
import type { ReplySealer } from "./relay-crypto.ts"
import { makeChunkWriter } from "./chunk-writer.ts"
import {
  chunksAfter,
  deleteRelayPart,
  findRelay,
  pendingRelays,
  pendingRelaysOfUser,
  RELAY_MAX_GENERATION_MS,
  requestStop,
  sweepExpiredRelays,
  type RelayRow,
} from "./relay-store.ts"

/**
 * Words that arrive within this window are kept as one chunk, and every live reply's chunks of the window are
 * written in one statement (chunk-writer.ts); a reply's first words do not wait for it.
 */
export const CHUNK_WINDOW_MS = 100
const STOP_POLL_MS = 500
/** How often a resumed stream looks for the chunks another replica (or this one) wrote. */
export const RESUME_POLL_MS = 250

export interface RelayTarget {
  readonly replyId: string
  readonly chatId: string
  readonly userId: string
  readonly messageId: string
}

export interface RelayOwner {
  readonly userId: string
  readonly chatId: string
}

/** A frame as it goes to the browser; `seq` (the stored chunk's sequence) lets it resume after it. */
export interface NumberedFrame {
  readonly frame: ReplyFrame
  readonly seq?: number
}

export interface ReplyRelayShape {
  /**
   * Writes the reply in a fiber of its own: each frame sealed to the browser's key and stored (reply_chunks,
   * batched across replies by chunk-writer.ts; the first words at once) before it goes out with its sequence. Closing the connection only stops the sending; Stop (any replica) or
   * the generation bound ends the writing. Answers the frames as they are written.
   */
  readonly start: (
    sealer: ReplySealer,
    target: RelayTarget,
    frames: Stream.Stream<ReplyFrame>,
  ) => Effect.Effect<Stream.Stream<NumberedFrame>>
  /**
   * The rest of a reply after `after`: `relay` first (the server's public key), then each stored chunk as
   * `sealed`, polling until the writer finished; a writer gone silent past the generation bound ends with `lost`.
   * null: no such reply of this owner.
   */
  readonly resume: (
    owner: RelayOwner,
    replyId: string,
    after: number,
  ) => Effect.Effect<Stream.Stream<NumberedFrame> | null>
  /** Stops a reply, whichever replica writes it: "finished" when it had already ended, null when unknown. */
  readonly stop: (owner: RelayOwner, replyId: string) => Effect.Effect<"stopped" | "finished" | null>
  /** The replies of a chat not yet delivered, oldest first. */
  readonly pending: (owner: RelayOwner) => Effect.Effect<ReadonlyArray<RelayRow>>
  /** The replies of all a user's chats not yet delivered, oldest first. */
  readonly pendingOfUser: (
    userId: string,
  ) => Effect.Effect<ReadonlyArray<RelayRow & { readonly chat_id: string }>>
  /** Deletes the relays past their time; answers how many. */
  readonly sweep: Effect.Effect<number>
}

/**
 * The browser stored the reply: the sealed copy goes in the very statement that appends it (a part of the
 * append, not a statement of its own; eventstore/README.md, hooks).
 */
export const settleRelay = (userId: string, replyId: string): PlannedHook => ({
  needsTransaction: () => false,
  plan: () => [deleteRelayPart(userId, replyId)],
})

const validReplyId = (replyId: string) => /^[0-9a-f-]{36}$/i.test(replyId)

export class ReplyRelay extends Context.Service<ReplyRelay, ReplyRelayShape>()(
  "cogi/adapters/ai/reply-relay/ReplyRelay",
) {
  /** One per process: it knows the replies this process writes, so a Stop that lands here ends one at once. */
  static readonly layer = Layer.effect(
    ReplyRelay,
    Effect.gen(function* () {
      const { sql } = yield* Db
      const running = new Map<string, () => void>()

      const writer = makeChunkWriter(sql, { windowMs: CHUNK_WINDOW_MS, stopPollMs: STOP_POLL_MS })
      yield* Effect.addFinalizer(() => Effect.sync(writer.close))

      const start: ReplyRelayShape["start"] = (sealer, target, frames) =>
        Effect.gen(function* () {
          const { replyId } = target
          const live = yield* Queue.unbounded<NumberedFrame, Cause.Done>()
          const stop = yield* Deferred.make<void>()
          const writing = writer.start({
            ...target,
            sealer,
            stored: (stored) => Queue.offerUnsafe(live, stored),
            stopAsked: () => Deferred.doneUnsafe(stop, Effect.void),
          })
          const store = (frame: ReplyFrame) => Effect.sync(() => writing.push(frame))
          const stopped = Deferred.await(stop).pipe(
            // the browser that resumes later learns the reply was stopped, not cut off
            Effect.andThen(store({ event: "stopped", data: { reply_id: replyId } })),
          )
          const write = Effect.raceFirst(Stream.runForEach(frames, store), stopped).pipe(
            Effect.timeoutOrElse({ duration: RELAY_MAX_GENERATION_MS, orElse: () => Effect.void }),
            Effect.andThen(Effect.promise(writing.end)),
            Effect.catchCause((cause) =>
              Effect.logWarning("Relayed reply failed", { cause: Cause.pretty(cause) }),
            ),
            Effect.ensuring(Queue.end(live).pipe(Effect.andThen(Effect.sync(() => running.delete(replyId))))),
          )
          running.set(replyId, () => Deferred.doneUnsafe(stop, Effect.void))
          yield* Effect.forkDetach(write)
          return Stream.fromQueue(live)
        })

      const find = (owner: RelayOwner, replyId: string) =>
        validReplyId(replyId)
          ? Effect.promise(() => findRelay(sql, owner, replyId.toLowerCase()))
          : Effect.succeed(null)

      const resume: ReplyRelayShape["resume"] = (owner, replyId, after) =>
        Effect.map(find(owner, replyId), (relay) =>
          relay === null ? null : resumeStream(owner, relay, after),
        )

      const resumeStream = (owner: RelayOwner, relay: RelayRow, after: number) => {
        const maxPolls = Math.ceil(RELAY_MAX_GENERATION_MS / RESUME_POLL_MS)
        const step = (cursor: { readonly after: number; readonly polls: number }) =>
          Effect.gen(function* () {
            if (cursor.polls > 0) yield* Effect.sleep(RESUME_POLL_MS)
            // read "finished" first: when it was already true, the chunks read next are all there will be
            const now = yield* Effect.promise(() => findRelay(sql, owner, relay.reply_id))
            const chunks = yield* Effect.promise(() => chunksAfter(sql, relay.reply_id, cursor.after))
            const frames: Array<NumberedFrame> = chunks.map((chunk) => ({
              frame: { event: "sealed", data: { sealed: chunk.sealed.toString("base64") } },
              seq: chunk.seq,
            }))
            const next = { after: chunks.at(-1)?.seq ?? cursor.after, polls: cursor.polls + 1 }
            if (now === null || now.finished) return [frames, Option.none<typeof next>()] as const
            if (now.lost || next.polls > maxPolls) {
              frames.push({ frame: { event: "lost", data: { reply_id: relay.reply_id } } })
              return [frames, Option.none<typeof next>()] as const
            }
            return [frames, Option.some(next)] as const
          })
        const head: NumberedFrame = {
          frame: {
            event: "relay",
            data: { reply_id: relay.reply_id, message_id: relay.message_id, server_key: relay.server_key },
          },
        }
        return Stream.make(head).pipe(Stream.concat(Stream.paginate({ after, polls: 0 }, step)))
      }

      const stop: ReplyRelayShape["stop"] = (owner, replyId) =>
        Effect.gen(function* () {
          const relay = yield* find(owner, replyId)
          if (relay === null) return null
          if (relay.finished) return "finished"
          yield* Effect.promise(() => requestStop(sql, relay.reply_id))
          running.get(relay.reply_id)?.()
          return "stopped"
        })

      return ReplyRelay.of({
        start,
        resume,
        stop,
        pending: (owner) => Effect.promise(() => pendingRelays(sql, owner)),
        pendingOfUser: (userId) => Effect.promise(() => pendingRelaysOfUser(sql, userId)),
        sweep: Effect.promise(() => sweepExpiredRelays(sql)),
      })
    }),
  )
}
