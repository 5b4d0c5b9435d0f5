import { Effect } from "effect"
import { chatDecider } from "../../domain/chat/chat-decider.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { chats } from "../aggregates.ts"

/**
 * "Rigenera" (the last reply) or "Modifica" (the last user message and its reply): the messages leave the
 * conversation shown and sent to the assistant; the log keeps them. Answers the ids that left it.
 */
export const supersedeExchange = Effect.fn("Commands.supersedeExchange")(function* (
  userId: string,
  chatId: string,
  messageId: string,
  reason: "regenerate" | "edit",
) {
  const now = yield* currentInstant
  const { state } = yield* chats.decideOn(chatId, (current) =>
    chatDecider.decide({ _tag: "SupersedeExchange", chatId, userId, messageId, reason, now }, current),
  )
  const shown = state.status === "open" ? new Set(state.visible.map((m) => m.id)) : new Set<string>()
  const left = state.status === "open" ? state.messageIds.filter((id) => !shown.has(id)) : []
  return { visible: state.status === "open" ? state.visible : [], superseded: left }
})
