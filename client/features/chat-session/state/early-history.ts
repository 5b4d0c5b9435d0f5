import { keyringFromStored, keyStore } from "../../../lib/crypto/key-store.ts"
import { decryptText } from "../../../lib/crypto/message-crypto.ts"
import type { ChatDetail } from "../api/chat-session-types.ts"
import { fromStored, type ViewMessage } from "./conversation.ts"
import { openStoredMessages, withOpened } from "./stored-replies.ts"

/** At most one history is opened ahead: that of the chat the page was opened on. */
let opened: { readonly chatId: string; readonly messages: ViewMessage[] } | null = null

/**
 * Opening the app on a chat: its history is decrypted in one pass as soon as the chat and the data key this
 * browser kept are both in, while the start-up session check may still be running. The screen takes it only
 * if the app unlocked too (it never shows text the app would show locked).
 */
export const openHistoryEarly = async (chat: Promise<ChatDetail>) => {
  const [detail, stored] = await Promise.all([chat, keyStore.load()])
  if (stored === null) return
  const keyring = keyringFromStored(stored)
  const messages = detail.messages.map(fromStored)
  const patches = await openStoredMessages(messages, (record) =>
    decryptText(keyring, record).catch(() => null),
  )
  opened = { chatId: detail.id, messages: withOpened(messages, patches) }
}

/**
 * The history opened ahead for this chat, handed over once; null when there is none (yet). Whatever was
 * opened ahead is dropped at the first call, taken or not: no plaintext waits in memory for a later screen.
 */
export const takeOpenedHistory = (chatId: string): ViewMessage[] | null => {
  const taken = opened?.chatId === chatId ? opened.messages : null
  opened = null
  return taken
}
