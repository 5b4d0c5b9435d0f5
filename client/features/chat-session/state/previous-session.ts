import { openReply } from "../../../lib/crypto/reply-envelope.ts"

type Summary = { readonly id: string; readonly created_at: string; readonly message_count: number }

/** The session before this one: the latest chat, created earlier, in which something was written. */
export const previousChatOf = <C extends Summary>(chats: ReadonlyArray<C>, chatId: string): C | null => {
  const current = chats.find((chat) => chat.id === chatId)
  if (current === undefined) return null
  const at = Date.parse(current.created_at)
  return (
    chats
      .filter((chat) => chat.id !== chatId && chat.message_count > 0 && Date.parse(chat.created_at) < at)
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0] ?? null
  )
}

/**
 * Whether a stored conversation raised the crisis panel: the mark lives inside each reply's ciphertext
 * (reply-envelope.ts), so only this browser can tell. The latest replies are opened first.
 */
export const raisedCrisis = async (
  messages: ReadonlyArray<{ readonly role: string; readonly content: string }>,
  decrypt: (ciphertext: string) => Promise<string | null>,
): Promise<boolean> => {
  for (const message of [...messages].reverse()) {
    if (message.role !== "assistant") continue
    const plaintext = await decrypt(message.content)
    if (plaintext !== null && openReply(plaintext).crisis) return true
  }
  return false
}
