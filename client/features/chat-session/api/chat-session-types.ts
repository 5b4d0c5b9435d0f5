/** The chat screen's view of the server contract (api/contract/chats.ts and sessions.ts). */
export type TherapeuticApproach = "claude" | "gpt" | "gemini"
export type AssistantProvider = "anthropic" | "openai" | "google" | "local"

export type ChatImage = {
  readonly url: string
  readonly width: number
  readonly height: number
  readonly alt: string
}

/** An image about to be sent: what is stored, plus the in-memory copy the assistant may look at. */
export type AttachedImage = ChatImage & { readonly modelDataUrl?: string | null }

/** As stored: `content` is the browser's ciphertext, never plaintext. */
export type StoredMessage = {
  readonly id: string
  readonly role: "user" | "assistant"
  readonly content: string
  readonly timestamp: string
  readonly image: ChatImage | null
}

export type ChatDetail = {
  readonly id: string
  readonly title: string | null
  readonly therapeutic_approach: TherapeuticApproach
  readonly created_at: string
  readonly updated_at: string
  readonly messages: ReadonlyArray<StoredMessage>
  readonly assistant_provider: AssistantProvider
}

export type ChatTurn = { readonly role: "user" | "assistant"; readonly content: string }

export type SendMessageBody = {
  readonly content: string
  readonly ciphertext: string
  readonly message_id: string
  readonly image?: ChatImage | null
  /** A downscaled plaintext copy of the picture for the assistant: in memory only, never stored. */
  readonly image_data?: string
  readonly history: ReadonlyArray<ChatTurn>
  readonly title?: string
  /** The message that raised the crisis card, in plaintext, in memory only: keeps the session open. */
  readonly crisis_context?: string
  /** This request's public reply key (client/lib/crypto/reply-keys.ts): the reply outlives the connection. */
  readonly reply_key?: string
}

/** What POST /chats/{id}/messages answers without streaming (also the SSE `meta` frame plus `content`). */
export type AssistantReply = {
  readonly content: string
  readonly reply_id: string
  readonly message_id: string
  readonly provider: AssistantProvider
  readonly crisis: boolean
}

export type SessionStatusName = "pending" | "active" | "halfway" | "ending_soon" | "extended" | "completed"

export type SessionStatus = {
  readonly session_status: SessionStatusName
  readonly remaining_minutes: number
  readonly is_extended: boolean
  readonly can_extend: boolean
  readonly ends_at: string | null
  readonly server_time: string
}

export type SessionCompletion = {
  readonly sessions_decremented: boolean
  readonly sessions_remaining: number
  readonly has_unlimited_sessions: boolean
}

export type ExtendResult = {
  readonly success: boolean
  readonly message: string
  readonly status: SessionStatus
}

export type ScheduleNextResult = {
  readonly success: boolean
  readonly message: string
  readonly extended: boolean
  readonly status: SessionStatus
}

export const APPROACH_LABELS: Record<TherapeuticApproach, string> = {
  claude: "Profondo e riflessivo",
  gpt: "Equilibrato e versatile",
  gemini: "Creativo con supporto visivo",
}
