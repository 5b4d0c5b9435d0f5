import type { ChatTurn } from "../api/chat-session-types.ts"

/** How many recent turns travel with each message so the assistant keeps the thread. */
export const HISTORY_TURNS = 20
export const TITLE_MAX_CHARS = 60

export type KnownTurn = { readonly role: "user" | "assistant"; readonly text: string | null }

/**
 * The plaintext context for the next message: the last 20 turns, oldest first. Turns that could not be
 * decrypted (locked) or are empty are left out rather than sent as ciphertext or placeholders.
 */
export const buildHistory = (turns: ReadonlyArray<KnownTurn>, limit = HISTORY_TURNS): ChatTurn[] =>
  turns
    .filter(
      (turn): turn is { role: "user" | "assistant"; text: string } =>
        turn.text !== null && turn.text.trim() !== "",
    )
    .slice(-limit)
    .map((turn) => ({ role: turn.role, content: turn.text }))

/** A short title from the first message: its first ~60 characters, cut at a word, with an ellipsis. */
export const titleFrom = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim()
  if (flat === "") return "Immagine condivisa"
  const chars = [...flat]
  if (chars.length <= TITLE_MAX_CHARS) return flat
  const cut = chars.slice(0, TITLE_MAX_CHARS).join("")
  const space = cut.lastIndexOf(" ")
  return `${(space > TITLE_MAX_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?]+$/, "")}…`
}
