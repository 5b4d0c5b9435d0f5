import { fetchChatEarly } from "./api/chat-query.ts"
import { openHistoryEarly } from "./state/early-history.ts"

/**
 * Opening the app on a chat: its GET starts beside the start-up session check, and its history is decrypted
 * as soon as the chat and the kept data key are in, so the screen renders once, with the text.
 */
export const prefetchChat = (chatId: string) => {
  const chat = fetchChatEarly(chatId)
  if (chat !== null) void openHistoryEarly(chat).catch(() => {})
}
