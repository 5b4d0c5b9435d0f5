/** SPEC §3 Chat. `title` may be ciphertext (DESIGN §6) until the crypto module decrypts it. */
export type TherapeuticApproach = "claude" | "gpt" | "gemini"

export type ChatSummary = {
  readonly id: string
  readonly title: string
  readonly therapeutic_approach: TherapeuticApproach
  readonly updated_at: string
}

export const APPROACH_LABELS: Record<TherapeuticApproach, string> = {
  claude: "Profondo e riflessivo",
  gpt: "Equilibrato e versatile",
  gemini: "Creativo con supporto visivo",
}

/** The approach of a new session until the user picks another one in the chat header. */
export const DEFAULT_APPROACH: TherapeuticApproach = "gpt"
