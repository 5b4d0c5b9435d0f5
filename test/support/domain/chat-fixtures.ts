// Test support: chat events for given/when/then.
import { addMinutes } from "../../../domain/shared/instant.ts"
import { at } from "./test-instants.ts"
import type { CreditSource } from "../../../domain/wallet/wallet-events.ts"
import type { ChatEvent } from "../../../domain/chat/chat-events.ts"

export const chatId = "chat-1"
export const userId = "user-1"
export const startedAt = at("09:00")
export const endsAt = at("09:30")

export const created: ChatEvent = {
  _tag: "ChatCreated",
  schemaVersion: 1,
  chatId,
  userId,
  approach: "claude",
  at: at("08:59"),
}

export const started = (creditSource: CreditSource = "free"): ChatEvent => ({
  _tag: "SessionStarted",
  schemaVersion: 1,
  chatId,
  startedAt,
  endsAt,
  creditSource,
})

export const message = (
  messageId: string,
  role: "user" | "assistant" = "user",
  when = startedAt,
): ChatEvent => ({
  _tag: "MessageRecorded",
  schemaVersion: 1,
  chatId,
  messageId,
  role,
  ciphertext: `cipher-${messageId}`,
  image: null,
  at: when,
})

export const extended = {
  _tag: "SessionExtended",
  schemaVersion: 1,
  chatId,
  minutes: 2,
  reason: "scheduling",
  newEndsAt: at("09:32"),
  at: at("09:26"),
} satisfies ChatEvent

export const completed = (by: "client" | "expiry" | "deletion" = "client", when = endsAt): ChatEvent => ({
  _tag: "SessionCompleted",
  schemaVersion: 1,
  chatId,
  at: when,
  by,
})

export const deleted = (when = at("10:00")): ChatEvent => ({
  _tag: "ChatDeleted",
  schemaVersion: 1,
  chatId,
  at: when,
})

export const superseded = (
  messageIds: ReadonlyArray<string>,
  reason: "regenerate" | "edit",
  when = startedAt,
): ChatEvent => ({ _tag: "ExchangeSuperseded", schemaVersion: 1, chatId, messageIds, reason, at: when })

/** `minute(25)` is 25 minutes after the session started. */
export const minute = (minutes: number): string => addMinutes(startedAt, minutes)
