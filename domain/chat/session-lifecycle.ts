import { Result } from "effect"
import { consumeCredit, reserveCredit } from "../wallet/credit-reservation.ts"
import { NoCreditsAvailable } from "../wallet/wallet-errors.ts"
import type { WalletEvent } from "../wallet/wallet-events.ts"
import { evolveWallet, type WalletState } from "../wallet/wallet-state.ts"
import type { CompleteSession, DeleteChat, RecordMessage } from "./chat-commands.ts"
import { decideChat } from "./chat-decider.ts"
import type { ChatError } from "./chat-errors.ts"
import type { ChatEvent } from "./chat-events.ts"
import { evolveChat, type ChatState } from "./chat-state.ts"
import { continueSession } from "./session-continuation.ts"

/**
 * Decisions that touch two streams. The event store appends `wallet` to `wallet-{userId}` and `chat` to
 * `chat-{chatId}` in one transaction, each with its own expected version.
 */
export interface SessionDecision {
  readonly wallet: ReadonlyArray<WalletEvent>
  readonly chat: ReadonlyArray<ChatEvent>
}

export interface StartSessionCommand {
  readonly chatId: string
  readonly userId: string
  readonly now: string
}

/** Reserves a credit (unlimited → free → subscription → purchased) and starts the 30-minute clock. */
export const startSession = (
  command: StartSessionCommand,
  wallet: WalletState,
  chat: ChatState,
): Result.Result<SessionDecision, ChatError | NoCreditsAvailable> => {
  const { chatId, userId, now } = command
  // The chat must accept a start (exists, owned, not deleted, still pending) before anything is reserved.
  const accepted = decideChat({ _tag: "StartSession", chatId, userId, now, creditSource: "free" }, chat)
  if (Result.isFailure(accepted)) return Result.fail(accepted.failure)
  const reserved = reserveCredit({ _tag: "ReserveCredit", chatId, userId, now }, wallet)
  if (Result.isFailure(reserved)) return Result.fail(reserved.failure)
  const reservation = reserved.success.reduce(evolveWallet, wallet).reservations[chatId]
  if (reservation === undefined) return Result.fail(new NoCreditsAvailable({ userId }))
  const started = decideChat(
    { _tag: "StartSession", chatId, userId, now, creditSource: reservation.source },
    chat,
  )
  return Result.map(started, (chatEvents) => ({ wallet: reserved.success, chat: chatEvents }))
}

export interface SendUserMessage extends Omit<RecordMessage, "role"> {
  /**
   * The safety layer recognised crisis language in this message or in the one that raised the card: the
   * session keeps itself open, free, until 10 quiet minutes have passed (session-continuation.ts).
   */
  readonly keepOpen?: boolean
  /** The chat's title, encrypted in the browser: recorded with the first message that carries one. */
  readonly titleCiphertext?: string | null
}

/** POST /chats/{id}/messages for the user's text: the first one starts the session. */
export const sendUserMessage = (
  command: SendUserMessage,
  wallet: WalletState,
  chat: ChatState,
): Result.Result<SessionDecision, ChatError | NoCreditsAvailable> =>
  Result.map(keptOpenIfAsked(command, wallet, chat), (decision) => {
    const { chatId, titleCiphertext, now } = command
    if (!titleCiphertext || chat.status !== "open" || chat.titled) return decision
    const titled: ChatEvent = { _tag: "ChatTitled", schemaVersion: 1, chatId, titleCiphertext, at: now }
    return { ...decision, chat: [...decision.chat, titled] }
  })

const keptOpenIfAsked = (
  command: SendUserMessage,
  wallet: WalletState,
  chat: ChatState,
): Result.Result<SessionDecision, ChatError | NoCreditsAvailable> => {
  const recorded = recordUserMessage(command, wallet, chat)
  if (command.keepOpen !== true) return recorded
  return Result.flatMap(recorded, (decision) => {
    const after = decision.chat.reduce(evolveChat, chat)
    if (after.status !== "open") return Result.succeed(decision)
    const { chatId, userId, now } = command
    return Result.map(continueSession({ _tag: "ContinueSession", chatId, userId, now }, after), (kept) => ({
      ...decision,
      chat: [...decision.chat, ...kept],
    }))
  })
}

const recordUserMessage = (
  command: SendUserMessage,
  wallet: WalletState,
  chat: ChatState,
): Result.Result<SessionDecision, ChatError | NoCreditsAvailable> => {
  const { keepOpen: _keepOpen, titleCiphertext: _title, ...fields } = command
  const message: RecordMessage = { ...fields, role: "user" }
  const needsStart =
    chat.status === "open" && chat.session === null && !chat.messageIds.includes(command.messageId)
  if (!needsStart)
    return Result.map(decideChat(message, chat), (chatEvents) => ({ wallet: [], chat: chatEvents }))
  return Result.flatMap(startSession(command, wallet, chat), (started) => {
    const startedChat = started.chat.reduce(evolveChat, chat)
    return Result.map(decideChat(message, startedChat), (recorded) => ({
      wallet: started.wallet,
      chat: [...started.chat, ...recorded],
    }))
  })
}

/** Completes once and consumes the reservation once, whoever asks (client, expiry job, both, twice). */
export const completeSession = (
  command: Omit<CompleteSession, "_tag">,
  wallet: WalletState,
  chat: ChatState,
): Result.Result<SessionDecision, ChatError> =>
  Result.map(decideChat({ ...command, _tag: "CompleteSession" }, chat), (chatEvents) => ({
    wallet: consumeFor(command, wallet),
    chat: chatEvents,
  }))

/** A chat whose session never started releases nothing; a running one is completed and its credit consumed. */
export const deleteChatSession = (
  command: Omit<DeleteChat, "_tag">,
  wallet: WalletState,
  chat: ChatState,
): Result.Result<SessionDecision, ChatError> =>
  Result.map(decideChat({ ...command, _tag: "DeleteChat" }, chat), (chatEvents) => ({
    wallet: chatEvents.some((event) => event._tag === "SessionCompleted") ? consumeFor(command, wallet) : [],
    chat: chatEvents,
  }))

const consumeFor = (command: { chatId: string; userId: string; now: string }, wallet: WalletState) => {
  const consumed = consumeCredit({ _tag: "ConsumeCredit", ...command }, wallet)
  // A started chat always holds a reservation; if the wallet has none there is nothing left to consume.
  return Result.isSuccess(consumed) ? consumed.success : []
}

/** For the completion response: did this call use up a session? */
export const sessionsDecremented = (decision: SessionDecision): boolean =>
  decision.wallet.some((event) => event._tag === "CreditConsumed")
