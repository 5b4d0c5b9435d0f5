import type { ChatSummary as ChatSummarySchema } from "../../../../contract/chats.ts"
import type { TherapeuticApproach } from "../../../lib/approaches.ts"

export { APPROACH_LABELS, type TherapeuticApproach } from "../../../lib/approaches.ts"

/** SPEC §3 Chat, as GET /api/chats lists it; `title` is ciphertext (DESIGN §6), null before the first message. */
export type ChatSummary = typeof ChatSummarySchema.Type

/** The approach of a new session until the user picks another one in the chat header. */
export const DEFAULT_APPROACH: TherapeuticApproach = "gpt"
