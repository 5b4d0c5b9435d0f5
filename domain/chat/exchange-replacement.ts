import { Result } from "effect"
import type { SupersedeExchange } from "./chat-commands.ts"
import { ExchangeNotReplaceable, SessionNotStarted } from "./chat-errors.ts"
import type { ChatEvent } from "./chat-events.ts"
import type { ExistingChat } from "./chat-state.ts"
import { isAtOrAfter } from "../shared/instant.ts"

type Decision = Result.Result<ReadonlyArray<ChatEvent>, SessionNotStarted | ExchangeNotReplaceable>

/**
 * "Rigenera" and "Modifica" replace the last exchange only. `regenerate` names the last reply: it goes, and
 * its question is answered again. `edit` names the last user message: it and its reply go, and a new message
 * takes their place. Never while the last message still waits for its reply, never after the session ended;
 * asking again for messages already superseded changes nothing (a retried request).
 */
export const supersedeExchange = (command: SupersedeExchange, chat: ExistingChat): Decision => {
  const refuse = (reason: ExchangeNotReplaceable["reason"]) =>
    Result.fail(new ExchangeNotReplaceable({ chatId: chat.chatId, reason }))
  const { messageId, reason, now } = command
  if (chat.session === null) return Result.fail(new SessionNotStarted({ chatId: chat.chatId }))
  const recorded = chat.messageIds.includes(messageId)
  const shown = chat.visible.some((m) => m.id === messageId)
  if (recorded && !shown) return Result.succeed([])
  if (chat.completed !== null || isAtOrAfter(now, chat.session.endsAt)) return refuse("ended")
  const last = chat.visible.at(-1)
  if (last === undefined || !shown) return refuse("not_last")
  if (last.role === "user") return refuse(last.id === messageId ? "reply_pending" : "not_last")
  const lastQuestion = chat.visible.findLastIndex((m) => m.role === "user")
  const lastExchange = chat.visible.slice(lastQuestion)
  if (reason === "regenerate" && last.id !== messageId) return refuse("not_last")
  if (reason === "edit" && lastExchange[0]?.id !== messageId) return refuse("not_last")
  const superseded = reason === "regenerate" ? [messageId] : lastExchange.map((m) => m.id)
  return Result.succeed([
    {
      _tag: "ExchangeSuperseded",
      schemaVersion: 1,
      chatId: chat.chatId,
      messageIds: superseded,
      reason,
      at: now,
    },
  ])
}
