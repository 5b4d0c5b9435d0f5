import type { ApproachId } from "../../contract/chats.ts"

/** "claude", "gpt" or "gemini": the contract's approach ids (contract/chats.ts). */
export type TherapeuticApproach = typeof ApproachId.Type

/** SPEC §3: the labels the product uses for each approach (also shown while the list loads). */
export const APPROACH_LABELS: Readonly<Record<TherapeuticApproach, string>> = {
  claude: "Profondo e riflessivo",
  gpt: "Equilibrato e versatile",
  gemini: "Creativo con supporto visivo",
}
