import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import type { ChatCommand } from "../../domain/chat/chat-commands.ts"
import { chatDecider } from "../../domain/chat/chat-decider.ts"
import type { Approach, ChatImage, ExtensionReason } from "../../domain/chat/chat-events.ts"
import {
  completeSession as decideCompletion,
  deleteChatSession,
  sendUserMessage as decideUserMessage,
  sessionsDecremented,
  type SessionDecision,
} from "../../domain/chat/session-lifecycle.ts"
import { heldForCrisis } from "../../domain/chat/assistant-reply.ts"
import { deleteChatRelays, findRelay } from "../../adapters/ai/reply-relay/relay-store.ts"
import { settleRelay } from "../../adapters/ai/reply-relay/reply-relay.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { handleCommand, type Loaded } from "../../eventstore/command-handler.ts"
import { Db } from "../../eventstore/db.ts"
import { chats, wallets } from "../aggregates.ts"
import { requireVerifiedAddress, storedBytes, withinStorageBudget } from "../storage/storage-budget.ts"

/** A two-stream decision, each stream appended at the version it was loaded at. */
const appendsOf = (loaded: Loaded, chatId: string, userId: string, decision: SessionDecision) => [
  chats.append(loaded, chatId, decision.chat),
  wallets.append(loaded, userId, decision.wallet),
]

export const createChat = Effect.fn("Commands.createChat")(function* (userId: string, approach: Approach) {
  const chatId = randomUUID()
  const at = yield* currentInstant
  yield* chats.decideOn(chatId, (state) =>
    chatDecider.decide({ _tag: "CreateChat", chatId, userId, approach, now: at }, state),
  )
  return { chatId, at }
})

export interface UserMessage {
  readonly userId: string
  readonly chatId: string
  readonly messageId: string
  readonly ciphertext: string
  readonly image: ChatImage | null
  readonly titleCiphertext: string | null
  /** The safety layer recognised crisis language: the session keeps itself open, free (DESIGN §7). */
  readonly keepOpen: boolean
}

/**
 * Records the user's (encrypted) message; the first one reserves a credit and starts the clock, atomically,
 * and the first one carrying a title names the chat.
 */
export const recordUserMessage = Effect.fn("Commands.recordUserMessage")(function* (message: UserMessage) {
  const at = yield* currentInstant
  const { chatId, userId } = message
  const { value } = yield* handleCommand([chats.streamOf(chatId), wallets.streamOf(userId)], (loaded) =>
    Effect.gen(function* () {
      const chat = chats.stateOf(loaded, chatId)
      const decision = yield* Effect.fromResult(
        decideUserMessage(
          { ...message, _tag: "RecordMessage", now: at },
          wallets.stateOf(loaded, userId),
          chat,
        ),
      )
      const state = decision.chat.reduce(chatDecider.evolve, chat)
      return { appends: appendsOf(loaded, chatId, userId, decision), value: { state, at } }
    }),
  )
  return value
})

/**
 * The assistant's reply, encrypted by the browser after it arrived: one per message waiting for it, accepted
 * even if the clock ran out meanwhile — within a short grace, or later if the server relayed it in time (its
 * relay is still kept) or the session was held open for a crisis (domain/chat/assistant-reply.ts). It counts
 * against the daily storage budget (a crisis conversation's reply is counted, never refused), and settles the
 * reply's relay: the sealed copy kept for the browser goes in the same transaction.
 */
export const recordAssistantReply = Effect.fn("Commands.recordAssistantReply")(function* (
  userId: string,
  chatId: string,
  replyId: string,
  ciphertext: string,
) {
  const { sql } = yield* Db
  const relayed = (yield* Effect.promise(() => findRelay(sql, { userId, chatId }, replyId))) !== null
  const at = yield* currentInstant
  const record = handleCommand([chats.streamOf(chatId)], (loaded) =>
    Effect.map(
      Effect.fromResult(
        chatDecider.decide(
          {
            _tag: "RecordMessage",
            chatId,
            userId,
            messageId: replyId,
            role: "assistant",
            ciphertext,
            image: null,
            relayed,
            now: at,
          },
          chats.stateOf(loaded, chatId),
        ),
      ),
      (events) => ({
        appends: [chats.append(loaded, chatId, events)],
        value: undefined,
        hooks: [settleRelay(userId, replyId)],
      }),
    ),
  )
  const storing = (crisis: boolean) =>
    withinStorageBudget(record, {
      userId,
      bytes: storedBytes(ciphertext),
      crisis,
      storedNothing: ({ result }) => result.events.length === 0,
    })
  yield* storing(false).pipe(
    Effect.catchTag("StorageBudgetReached", (refused) =>
      Effect.flatMap(readChat(chatId), ({ state }) =>
        state.status === "open" && heldForCrisis(state) ? storing(true) : Effect.fail(refused),
      ),
    ),
  )
})

/** Completes once and consumes the credit once, whoever calls: the client, the expiry job, or both at once. */
export const completeChatSession = Effect.fn("Commands.completeChatSession")(function* (
  userId: string,
  chatId: string,
  by: "client" | "expiry",
) {
  const at = yield* currentInstant
  const { value, result } = yield* handleCommand(
    [chats.streamOf(chatId), wallets.streamOf(userId)],
    (loaded) =>
      Effect.map(
        Effect.fromResult(
          decideCompletion(
            { chatId, userId, now: at, by },
            wallets.stateOf(loaded, userId),
            chats.stateOf(loaded, chatId),
          ),
        ),
        (decision) => ({
          appends: appendsOf(loaded, chatId, userId, decision),
          value: { decremented: sessionsDecremented(decision) },
        }),
      ),
  )
  return { ...value, appended: result.events.length }
})

export const deleteChat = Effect.fn("Commands.deleteChat")(function* (userId: string, chatId: string) {
  const at = yield* currentInstant
  yield* handleCommand([chats.streamOf(chatId), wallets.streamOf(userId)], (loaded) =>
    Effect.map(
      Effect.fromResult(
        deleteChatSession(
          { chatId, userId, now: at },
          wallets.stateOf(loaded, userId),
          chats.stateOf(loaded, chatId),
        ),
      ),
      (decision) => ({
        appends: appendsOf(loaded, chatId, userId, decision),
        value: undefined,
        // the replies still kept sealed for this chat go with it, in the same transaction
        hooks: [(tx) => deleteChatRelays(tx, chatId)],
      }),
    ),
  )
})

/**
 * A command on the chat stream alone; answers the chat's state after it, the instant it was stamped with and
 * how many events it appended.
 */
const onChat = (chatId: string, command: (at: string) => ChatCommand) =>
  Effect.gen(function* () {
    const at = yield* currentInstant
    const { state, events } = yield* chats.decideOn(chatId, (current) =>
      chatDecider.decide(command(at), current),
    )
    return { state, at, appended: events.length }
  })

export const extendSession = Effect.fn("Commands.extendSession")(
  (userId: string, chatId: string, reason: ExtensionReason) =>
    onChat(chatId, (at) => ({ _tag: "ExtendSession", chatId, userId, reason, now: at })),
)

/** The notes for the next session: only for a verified address, within the daily storage budget. */
export const scheduleNextSession = Effect.fn("Commands.scheduleNextSession")(function* (
  userId: string,
  chatId: string,
  notes: string,
) {
  yield* requireVerifiedAddress(userId)
  return yield* withinStorageBudget(
    onChat(chatId, (at) => ({ _tag: "ScheduleNextSession", chatId, userId, notes, now: at })),
    { userId, bytes: storedBytes(notes.trim()), storedNothing: ({ appended }) => appended === 0 },
  )
})

export const changeApproach = Effect.fn("Commands.changeApproach")(
  (userId: string, chatId: string, approach: Approach) =>
    onChat(chatId, (at) => ({ _tag: "ChangeApproach", chatId, userId, approach, now: at })),
)

/** The model's second opinion found crisis language: the session keeps itself open like for the detector's. */
export const keepSessionOpen = Effect.fn("Commands.keepSessionOpen")((userId: string, chatId: string) =>
  onChat(chatId, (at) => ({ _tag: "ContinueSession", chatId, userId, now: at })),
)

/** The chat as the browser reads it: its events (ciphertext only) and its folded state. */
export const readChat = (chatId: string) => chats.read(chatId)
