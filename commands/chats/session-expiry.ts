import { Effect } from "effect"
import type { Tx } from "../../eventstore/db.ts"
import type { AppendHook } from "../../eventstore/event-store.ts"
import type { StoredEvent } from "../../eventstore/events.ts"
import type { JobQueueShape } from "../../eventstore/job-queue.ts"
import { completeChatSession } from "./chat-use-cases.ts"
import { idOfStream } from "../../domain/shared/stream-ids.ts"
import { chats } from "../aggregates.ts"

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
            : event.type === "SessionExtended" || event.type === "SessionResumed"
              ? event.data.newEndsAt
              : undefined
        if (typeof at !== "string") continue
        const chatId = idOfStream("chat", event.streamId)
        await jobs.enqueue(
          "session__expire",
          { chatId },
          { tx, startAfter: new Date(at), singletonKey: `${chatId}@${at}` },
        )
      }
    },
    { handles: ["SessionStarted", "SessionExtended", "SessionResumed"] },
  )

/** Completes the session by expiry; a session already completed, extended, or deleted needs nothing. */
export const expireSession = Effect.fn("Commands.expireSession")(function* (chatId: string) {
  const { state } = yield* chats.read(chatId)
  if (state.status === "none") return
  yield* completeChatSession(state.userId, chatId, "expiry").pipe(
    Effect.catchTags({
      SessionNotExpired: () => Effect.void,
      SessionNotStarted: () => Effect.void,
      ChatNotFound: () => Effect.void,
    }),
  )
})
