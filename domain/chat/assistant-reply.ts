import { Result } from "effect"
import { addMinutes, isAtOrAfter } from "../shared/instant.ts"
import type { RecordMessage } from "./chat-commands.ts"
import { ReplyNotExpected, SessionEnded, type ChatError } from "./chat-errors.ts"
import type { ExistingChat } from "./chat-state.ts"

/**
 * A reply to a message accepted in time may finish after the clock: the server writes it for at most 3 minutes,
 * then the browser encrypts and stores it (retrying twice). Five minutes after the end covers that; later, only
 * a reply the server relayed (stored when the browser comes back) or a crisis conversation's reply is stored.
 */
export const REPLY_GRACE_MINUTES = 5

/** How many visible user messages still wait for a reply: each reply answers the oldest one waiting. */
export const unansweredMessages = (chat: ExistingChat): number =>
  chat.visible.reduce((waiting, m) => (m.role === "user" ? waiting + 1 : Math.max(0, waiting - 1)), 0)

/** The session was kept open in crisis (continued or resumed), or exists only because of one (waived). */
export const heldForCrisis = (chat: ExistingChat): boolean =>
  chat.session !== null && (chat.session.continued || chat.session.creditSource === "waived")

/**
 * Whether an assistant reply may be stored: it must answer a user message still waiting for one, and come while
 * the session runs, within the grace after its end (`endedAt`), as a reply the server relayed in time, or in a
 * conversation held open for a crisis. One reply per message: a flood of replies under made-up ids stops at once.
 */
export const replyRefusal = (
  command: RecordMessage,
  chat: ExistingChat,
  endedAt: string | null,
): Result.Result<void, ChatError> => {
  if (unansweredMessages(chat) === 0) return Result.fail(new ReplyNotExpected({ chatId: chat.chatId }))
  const inGrace = endedAt === null || !isAtOrAfter(command.now, addMinutes(endedAt, REPLY_GRACE_MINUTES))
  if (inGrace || command.relayed === true || heldForCrisis(chat)) return Result.void
  return Result.fail(new SessionEnded({ chatId: chat.chatId, endedAt: endedAt ?? command.now }))
}
