import { Effect } from "effect"
import type { Tx } from "../../eventstore/db.ts"
import type { AppendHook } from "../../eventstore/event-store.ts"
import type { StoredEvent } from "../../eventstore/events.ts"
import { EventStore } from "../../eventstore/event-store.ts"
import type { JobQueueShape } from "../../eventstore/job-queue.ts"
import { completeChatSession } from "./chat-commands.ts"
import { chatStream } from "../../domain/shared/stream-ids.ts"

/**
 * Arms `session__expire` at the session's end, in the transaction that started or extended it. An extension
 * arms a new job at the new end; the earlier one then finds the session not yet expired and does nothing.
 */
export const sessionExpiryHook = (jobs: JobQueueShape): AppendHook =>
  Object.assign(
    async (tx: Tx, events: ReadonlyArray<StoredEvent>) => {
      for (const event of events) {
        const at =
          event.type === "SessionStarted"
            ? event.data.endsAt
            : event.type === "SessionExtended"
              ? event.data.newEndsAt
              : undefined
        if (typeof at !== "string") continue
        const chatId = event.streamId.slice("chat-".length)
        await jobs.enqueue(
          "session__expire",
          { chatId },
          { tx, startAfter: new Date(at), singletonKey: `${chatId}@${at}` },
        )
      }
    },
    { handles: ["SessionStarted", "SessionExtended"] },
  )

/** Completes the session by expiry; a session already completed, extended, or deleted needs nothing. */
export const expireSession = (chatId: string) =>
  Effect.gen(function* () {
    const events = yield* (yield* EventStore).readStream(chatStream(chatId))
    const created = events.find((e) => e.type === "ChatCreated")
    if (!created || typeof created.data.userId !== "string") return
    yield* completeChatSession(created.data.userId, chatId, "expiry").pipe(
      Effect.catchTags({
        SessionNotExpired: () => Effect.void,
        SessionNotStarted: () => Effect.void,
        ChatNotFound: () => Effect.void,
      }),
    )
  })
