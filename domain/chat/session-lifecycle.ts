import { Result } from "effect"
import { consumeCredit, reserveCredit } from "../wallet/credit-reservation.ts"
import { NoCreditsAvailable, type WaivedSessionOpen } from "../wallet/wallet-errors.ts"
import type { WalletEvent } from "../wallet/wallet-events.ts"
import { evolveWallet, type WalletState } from "../wallet/wallet-state.ts"
import type { CompleteSession, DeleteChat, RecordMessage } from "./chat-commands.ts"
import { decideChat } from "./chat-decider.ts"
import { AddressNotVerified, type ChatError } from "./chat-errors.ts"
import { resumeForCrisis, startCrisisSession } from "./crisis-session.ts"
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
   * The safety layer marks this message as crisis, or it comes while a crisis is open (the message that raised
   * the card still reads as crisis): it is heard whatever the credits or the session's state (crisis-session.ts),
   * and the session keeps itself open, free, until 10 quiet minutes have passed (session-continuation.ts).
   */
  readonly crisis?: boolean
  /** The chat's title, encrypted in the browser: recorded with the first message that carries one. */
  readonly titleCiphertext?: string | null
  /** Whether the user's address is verified (absent: it is). Before it is, only a crisis starts a session. */
  readonly verified?: boolean
}

export interface MessageDecision extends SessionDecision {
  /**
   * false: the chat was deleted (in another tab) while the person wrote in crisis. The message is heard and
   * answered, but there is no chat left to record it in.
   */
  readonly recorded: boolean
}

type MessageFailure = ChatError | NoCreditsAvailable

const heardOnly: MessageDecision = { wallet: [], chat: [], recorded: false }

/**
 * POST /chats/{id}/messages for the user's text: the first one starts the session. A crisis message is always
 * heard: when its chat cannot take it (deleted in another tab, or a waived session already open elsewhere and
 * no credit for this one), it is answered without being recorded.
 */
export const sendUserMessage = (
  command: SendUserMessage,
  wallet: WalletState,
  chat: ChatState,
): Result.Result<MessageDecision, MessageFailure> => {
  if (command.crisis === true && chat.status === "deleted" && chat.userId === command.userId)
    return Result.succeed(heardOnly)
  const decided = Result.map(keptOpenIfCrisis(command, wallet, chat), (decision) => {
    const { chatId, titleCiphertext, now } = command
    if (!titleCiphertext || chat.status !== "open" || chat.titled) return { ...decision, recorded: true }
    const titled: ChatEvent = { _tag: "ChatTitled", schemaVersion: 1, chatId, titleCiphertext, at: now }
    return { ...decision, chat: [...decision.chat, titled], recorded: true }
  })
  if (Result.isSuccess(decided)) return Result.succeed(decided.success)
  const failure = decided.failure
  return failure._tag === "WaivedSessionOpen" ? Result.succeed(heardOnly) : Result.fail(failure)
}

const keptOpenIfCrisis = (
  command: SendUserMessage,
  wallet: WalletState,
  chat: ChatState,
): Result.Result<SessionDecision, MessageFailure | WaivedSessionOpen> => {
  const recorded = recordUserMessage(command, wallet, chat)
  if (command.crisis !== true) return recorded
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
): Result.Result<SessionDecision, MessageFailure | WaivedSessionOpen> => {
  const { crisis: _crisis, titleCiphertext: _title, verified, ...fields } = command
  const message: RecordMessage = { ...fields, role: "user" }
  const crisis = command.crisis === true
  if (chat.status !== "open" || chat.messageIds.includes(command.messageId))
    return Result.map(decideChat(message, chat), (chatEvents) => ({ wallet: [], chat: chatEvents }))
  if (chat.session === null) {
    const started = crisis
      ? startCrisisSession(command, wallet, chat)
      : verified === false
        ? Result.fail(new AddressNotVerified({ chatId: chat.chatId }))
        : startSession(command, wallet, chat)
    return Result.flatMap(started, (start) => {
      const startedChat = start.chat.reduce(evolveChat, chat)
      return Result.map(decideChat(message, startedChat), (recorded) => ({
        wallet: start.wallet,
        chat: [...start.chat, ...recorded],
      }))
    })
  }
  const resumed = crisis ? resumeForCrisis(command, chat) : []
  const current = resumed.reduce(evolveChat, chat)
  return Result.map(decideChat(message, current), (recorded) => ({
    wallet: [],
    chat: [...resumed, ...recorded],
  }))
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
