import { Result } from "effect"
import { CONTINUATION_QUIET_MINUTES } from "../shared/constants.ts"
import { addMinutes } from "../shared/instant.ts"
import { reserveCrisisCredit } from "../wallet/credit-reservation.ts"
import type { NoCreditsAvailable, WaivedSessionOpen } from "../wallet/wallet-errors.ts"
import { evolveWallet, type WalletState } from "../wallet/wallet-state.ts"
import { decideChat, sessionEndedAt } from "./chat-decider.ts"
import type { ChatError } from "./chat-errors.ts"
import type { ChatEvent } from "./chat-events.ts"
import type { ExistingChat } from "./chat-state.ts"
import type { WalletEvent } from "../wallet/wallet-events.ts"

/**
 * Help is never behind a paywall (issue 22). A message that the safety layer marks as crisis, or that comes
 * while a crisis is open, is heard whatever the person's credits, verification or session state:
 * - a chat still pending starts a session that needs no credit ("waived", one open at a time: see
 *   `reserveCrisisCredit`), verified address or not;
 * - a session that ended (clock ran out, or completed) resumes for 10 quiet minutes, its credit untouched;
 * - a running session keeps itself open (session-continuation.ts).
 * Nothing else is unlocked: an ordinary message in a chat that could not take it is refused as before.
 */

interface CrisisCommand {
  readonly chatId: string
  readonly userId: string
  readonly now: string
}

export interface CrisisStart {
  readonly wallet: ReadonlyArray<WalletEvent>
  readonly chat: ReadonlyArray<ChatEvent>
}

/** A pending chat, in crisis: the session starts on a waived reservation (or a credit, if one is already open). */
export const startCrisisSession = (
  command: CrisisCommand,
  wallet: WalletState,
  chat: ExistingChat,
): Result.Result<CrisisStart, ChatError | NoCreditsAvailable | WaivedSessionOpen> => {
  const { chatId, userId, now } = command
  const accepted = decideChat({ _tag: "StartSession", chatId, userId, now, creditSource: "waived" }, chat)
  if (Result.isFailure(accepted)) return Result.fail(accepted.failure)
  const reserved = reserveCrisisCredit({ _tag: "ReserveCredit", chatId, userId, now }, wallet)
  if (Result.isFailure(reserved)) return Result.fail(reserved.failure)
  const source = reserved.success.reduce(evolveWallet, wallet).reservations[chatId]?.source ?? "waived"
  const started = decideChat({ _tag: "StartSession", chatId, userId, now, creditSource: source }, chat)
  return Result.map(started, (chatEvents) => ({ wallet: reserved.success, chat: chatEvents }))
}

/** A session that ended opens again, in crisis, until 10 quiet minutes have passed; a running one needs nothing. */
export const resumeForCrisis = (command: CrisisCommand, chat: ExistingChat): ReadonlyArray<ChatEvent> => {
  if (chat.session === null || sessionEndedAt(chat, command.now) === null) return []
  const newEndsAt = addMinutes(command.now, CONTINUATION_QUIET_MINUTES)
  return [{ _tag: "SessionResumed", schemaVersion: 1, chatId: chat.chatId, newEndsAt, at: command.now }]
}
