/** SPEC §3 Chat, as GET /api/chats lists it. */
export type TherapeuticApproach = "claude" | "gpt" | "gemini"

export type ChatSummary = {
  readonly id: string
  /** Ciphertext (DESIGN §6: titles are encrypted too); null before the first message. */
  readonly title: string | null
  readonly therapeutic_approach: TherapeuticApproach
  readonly created_at: string
  readonly updated_at: string
  readonly message_count: number
  readonly session_status: "pending" | "active" | "completed"
}

export const APPROACH_LABELS: Record<TherapeuticApproach, string> = {
  claude: "Profondo e riflessivo",
  gpt: "Equilibrato e versatile",
  gemini: "Creativo con supporto visivo",
}

/** The approach of a new session until the user picks another one in the chat header. */
export const DEFAULT_APPROACH: TherapeuticApproach = "gpt"
