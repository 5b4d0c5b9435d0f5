import type { ChatTurn } from "../api/chat-session-types.ts"
import type { ViewMessage } from "./conversation.ts"
import { buildHistory } from "./history.ts"
import { crisisContextOf } from "./stored-replies.ts"

/**
 * What travels with a new message, in plaintext: the recent turns (failed replies left out, stored ones
 * decrypted) and the message that raised the latest crisis card, if any.
 */
export const modelContext = async (
  messages: ReadonlyArray<ViewMessage>,
  decrypt: (record: string) => Promise<string | null>,
): Promise<{ readonly history: ChatTurn[]; readonly crisisContext: string | null }> => {
  const turns = await Promise.all(
    messages
      .filter((m) => m.state !== "failed")
      .map(async (m) => ({
        role: m.role,
        text: m.text ?? (m.ciphertext === null ? null : await decrypt(m.ciphertext)),
      })),
  )
  return { history: buildHistory(turns), crisisContext: await crisisContextOf(messages, decrypt) }
}
