import { Result } from "effect"
import { CONTINUATION_QUIET_MINUTES } from "../shared/constants.ts"
import { addMinutes, isAtOrAfter, MILLIS, millisBetween } from "../shared/instant.ts"
import type { ContinueSession } from "./chat-commands.ts"
import { SessionEnded, SessionNotStarted, type ChatError } from "./chat-errors.ts"
import type { ChatEvent } from "./chat-events.ts"
import type { ExistingChat } from "./chat-state.ts"

/**
 * DESIGN §7, no cut-off in crisis: each message the user writes while the safety layer keeps the session open
 * moves its end to at least 10 minutes later, at no cost (no credit is reserved or consumed). The clock then
 * ends it only after 10 quiet minutes, or the user ends it. An end further away than that is left alone.
 */
export const continueSession = (
  command: ContinueSession,
  chat: ExistingChat,
): Result.Result<ReadonlyArray<ChatEvent>, ChatError> => {
  if (chat.session === null) return Result.fail(new SessionNotStarted({ chatId: chat.chatId }))
  const endedAt =
    chat.completed?.at ?? (isAtOrAfter(command.now, chat.session.endsAt) ? chat.session.endsAt : null)
  if (endedAt !== null) return Result.fail(new SessionEnded({ chatId: chat.chatId, endedAt }))
  const newEndsAt = addMinutes(command.now, CONTINUATION_QUIET_MINUTES)
  const added = millisBetween(chat.session.endsAt, newEndsAt)
  if (added <= 0) return Result.succeed([])
  return Result.succeed([
    {
      _tag: "SessionExtended",
      schemaVersion: 1,
      chatId: chat.chatId,
      minutes: Math.ceil(added / MILLIS.minute),
      reason: "continuation",
      newEndsAt,
      at: command.now,
    },
  ])
}
