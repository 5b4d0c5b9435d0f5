import type { ChatEvent } from "../../domain/chat/chat-events.ts"
import type { ChatRow } from "../../projections/chat-list/chat-list-queries.ts"

const iso = (d: Date) => d.toISOString()

export const chatSummary = (row: ChatRow, now: Date) => ({
  id: row.id,
  title: row.title_ciphertext,
  therapeutic_approach: row.approach as "claude" | "gpt" | "gemini",
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  message_count: row.message_count,
  session_status:
    row.completed_at !== null || (row.ends_at !== null && row.ends_at <= now)
      ? ("completed" as const)
      : row.started_at !== null
        ? ("active" as const)
        : ("pending" as const),
})

/**
 * The stored conversation: ciphertexts only, in the order they were recorded, without the messages a
 * "Rigenera" or "Modifica" superseded (they stay in the log).
 */
export const chatMessages = (events: ReadonlyArray<ChatEvent>) => {
  const superseded = new Set(events.flatMap((e) => (e._tag === "ExchangeSuperseded" ? e.messageIds : [])))
  return events.flatMap((e) =>
    e._tag === "MessageRecorded" && !superseded.has(e.messageId)
      ? [{ id: e.messageId, role: e.role, content: e.ciphertext, timestamp: e.at, image: e.image }]
      : [],
  )
}

export const chatTitle = (events: ReadonlyArray<ChatEvent>) =>
  events.reduce<string | null>((title, e) => (e._tag === "ChatTitled" ? e.titleCiphertext : title), null)
