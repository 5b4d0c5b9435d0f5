import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import type { Approach, ChatEvent, ChatImage } from "../../domain/chat/chat-events.ts"
import { ChatEvent as ChatEventSchema } from "../../domain/chat/chat-events.ts"
import { chatDecider } from "../../domain/chat/chat-decider.ts"
import type { ChatState } from "../../domain/chat/chat-state.ts"
import {
  completeSession as decideCompletion,
  deleteChatSession,
  sendUserMessage as decideUserMessage,
  sessionsDecremented,
  type SessionDecision,
} from "../../domain/chat/session-lifecycle.ts"
import { foldEvents } from "../../domain/shared/decider.ts"
import type { ExtensionReason } from "../../domain/chat/chat-events.ts"
import { WalletEvent as WalletEventSchema } from "../../domain/wallet/wallet-events.ts"
import { walletDecider } from "../../domain/wallet/wallet-decider.ts"
import type { WalletState } from "../../domain/wallet/wallet-state.ts"
import { expectedOf, handleCommand, type Loaded } from "../../eventstore/command-handler.ts"
import { decodeEvents, toNewEvent } from "../../eventstore/event-codec.ts"
import type { StreamAppend } from "../../eventstore/events.ts"
import { chatStream, walletStream } from "../../domain/shared/stream-ids.ts"
import { now } from "../../eventstore/clock.ts"

const decodeChat = decodeEvents(ChatEventSchema)
const decodeWallet = decodeEvents(WalletEventSchema)

export const chatEventsOf = (loaded: Loaded, chatId: string): ReadonlyArray<ChatEvent> =>
  decodeChat(loaded.get(chatStream(chatId))?.events ?? [])
export const chatStateOf = (loaded: Loaded, chatId: string): ChatState =>
  foldEvents(chatDecider, chatEventsOf(loaded, chatId))
const walletStateOf = (loaded: Loaded, userId: string): WalletState =>
  foldEvents(walletDecider, decodeWallet(loaded.get(walletStream(userId))?.events ?? []))

/** Appends a two-stream decision, each stream at the version it was loaded at. */
const appendsOf = (
  loaded: Loaded,
  chatId: string,
  userId: string,
  decision: SessionDecision,
): ReadonlyArray<StreamAppend> => [
  {
    streamId: chatStream(chatId),
    expected: expectedOf(loaded.get(chatStream(chatId))),
    events: decision.chat.map((e) => toNewEvent(e)),
  },
  {
    streamId: walletStream(userId),
    expected: expectedOf(loaded.get(walletStream(userId))),
    events: decision.wallet.map((e) => toNewEvent(e)),
  },
]

const chatOnly = (
  loaded: Loaded,
  chatId: string,
  events: ReadonlyArray<ChatEvent>,
): ReadonlyArray<StreamAppend> => [
  {
    streamId: chatStream(chatId),
    expected: expectedOf(loaded.get(chatStream(chatId))),
    events: events.map((e) => toNewEvent(e)),
  },
]

export const createChat = (userId: string, approach: Approach) =>
  Effect.gen(function* () {
    const chatId = randomUUID()
    const at = yield* now
    const { value } = yield* handleCommand([chatStream(chatId)], (loaded) =>
      Effect.map(
        Effect.fromResult(
          chatDecider.decide(
            { _tag: "CreateChat", chatId, userId, approach, now: at },
            chatStateOf(loaded, chatId),
          ),
        ),
        (events) => ({
          appends: chatOnly(loaded, chatId, events),
          value: { chatId, at },
        }),
      ),
    )
    return value
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

/** Records the user's (encrypted) message; the first one reserves a credit and starts the clock, atomically. */
export const recordUserMessage = (message: UserMessage) =>
  Effect.gen(function* () {
    const at = yield* now
    const { chatId, userId } = message
    const { value } = yield* handleCommand([chatStream(chatId), walletStream(userId)], (loaded) =>
      Effect.gen(function* () {
        const chat = chatStateOf(loaded, chatId)
        const decision = yield* Effect.fromResult(
          decideUserMessage(
            { ...message, _tag: "RecordMessage", now: at },
            walletStateOf(loaded, userId),
            chat,
          ),
        )
        const untitled = !chatEventsOf(loaded, chatId).some((e) => e._tag === "ChatTitled")
        const titled: ReadonlyArray<ChatEvent> =
          untitled && message.titleCiphertext
            ? [{ _tag: "ChatTitled", schemaVersion: 1, chatId, titleCiphertext: message.titleCiphertext, at }]
            : []
        const full = { ...decision, chat: [...decision.chat, ...titled] }
        const state = full.chat.reduce(chatDecider.evolve, chat)
        return { appends: appendsOf(loaded, chatId, userId, full), value: { state, at } }
      }),
    )
    return value
  })

/** The assistant's reply, encrypted by the browser after it arrived; accepted even if the clock ran out meanwhile. */
export const recordAssistantReply = (userId: string, chatId: string, replyId: string, ciphertext: string) =>
  Effect.gen(function* () {
    const at = yield* now
    yield* handleCommand([chatStream(chatId)], (loaded) =>
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
              now: at,
            },
            chatStateOf(loaded, chatId),
          ),
        ),
        (events) => ({ appends: chatOnly(loaded, chatId, events), value: undefined }),
      ),
    )
  })

/** Completes once and consumes the credit once, whoever calls: the client, the expiry job, or both at once. */
export const completeChatSession = (userId: string, chatId: string, by: "client" | "expiry") =>
  Effect.gen(function* () {
    const at = yield* now
    const { value, result } = yield* handleCommand([chatStream(chatId), walletStream(userId)], (loaded) =>
      Effect.map(
        Effect.fromResult(
          decideCompletion(
            { chatId, userId, now: at, by },
            walletStateOf(loaded, userId),
            chatStateOf(loaded, chatId),
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

export const deleteChat = (userId: string, chatId: string) =>
  Effect.gen(function* () {
    const at = yield* now
    yield* handleCommand([chatStream(chatId), walletStream(userId)], (loaded) =>
      Effect.map(
        Effect.fromResult(
          deleteChatSession(
            { chatId, userId, now: at },
            walletStateOf(loaded, userId),
            chatStateOf(loaded, chatId),
          ),
        ),
        (decision) => ({
          appends: appendsOf(loaded, chatId, userId, decision),
          value: undefined,
        }),
      ),
    )
  })

const chatCommand = (
  userId: string,
  chatId: string,
  command: (at: string) => Parameters<typeof chatDecider.decide>[0],
) =>
  Effect.gen(function* () {
    const at = yield* now
    const { value } = yield* handleCommand([chatStream(chatId)], (loaded) => {
      const state = chatStateOf(loaded, chatId)
      return Effect.map(Effect.fromResult(chatDecider.decide(command(at), state)), (events) => ({
        appends: chatOnly(loaded, chatId, events),
        value: { state: events.reduce(chatDecider.evolve, state), at },
      }))
    })
    return value
  })

export const extendSession = (userId: string, chatId: string, reason: ExtensionReason) =>
  chatCommand(userId, chatId, (at) => ({ _tag: "ExtendSession", chatId, userId, reason, now: at }))

export const scheduleNextSession = (userId: string, chatId: string, notes: string) =>
  chatCommand(userId, chatId, (at) => ({ _tag: "ScheduleNextSession", chatId, userId, notes, now: at }))

export const changeApproach = (userId: string, chatId: string, approach: Approach) =>
  chatCommand(userId, chatId, (at) => ({ _tag: "ChangeApproach", chatId, userId, approach, now: at }))

/** The model's second opinion found crisis language: the session keeps itself open like for the detector's. */
export const keepSessionOpen = (userId: string, chatId: string) =>
  chatCommand(userId, chatId, (at) => ({ _tag: "ContinueSession", chatId, userId, now: at }))
