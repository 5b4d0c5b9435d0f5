import type {
  AssistantReply as AssistantReplySchema,
  ChatDetail as ChatDetailSchema,
  ChatImage as ChatImageSchema,
  ChatMessage,
  ChatTurn as ChatTurnSchema,
  SendMessage,
} from "../../../../contract/chats.ts"
import type {
  SessionCompletion as SessionCompletionSchema,
  SessionStatus as SessionStatusSchema,
} from "../../../../contract/sessions.ts"

/*
 * The chat screen's view of the server contract: every shape is the `Type` of a Schema in contract/chats.ts
 * or sessions.ts, so the two cannot drift.
 */
export type { TherapeuticApproach } from "../../../lib/approaches.ts"

export type ChatImage = typeof ChatImageSchema.Type

/** An image about to be sent: what is stored, plus the in-memory copy the assistant may look at. */
export type AttachedImage = ChatImage & { readonly modelDataUrl?: string | null }

/** As stored: `content` is the browser's ciphertext, never plaintext. */
export type StoredMessage = typeof ChatMessage.Type

export type ChatDetail = typeof ChatDetailSchema.Type
export type AssistantProvider = ChatDetail["assistant_provider"]

export type ChatTurn = typeof ChatTurnSchema.Type

/**
 * POST /chats/{id}/messages as this client sends it: always with its own message id (a retry never records the
 * message twice) and the recent turns.
 */
export type SendMessageBody = typeof SendMessage.Type & {
  readonly message_id: string
  readonly history: ReadonlyArray<ChatTurn>
}

/** What POST /chats/{id}/messages answers without streaming (also the SSE `meta` frame plus `content`). */
export type AssistantReply = typeof AssistantReplySchema.Type

export type SessionStatus = typeof SessionStatusSchema.Type
export type SessionStatusName = SessionStatus["session_status"]

export type SessionCompletion = typeof SessionCompletionSchema.Type

export { APPROACH_LABELS } from "../../../lib/approaches.ts"
