import type { ChatSummary } from "../api/chat-types.ts"

/** A chat nobody has written in yet: it holds no message and no session was opened for it. */
export const isUnstarted = (chat: ChatSummary): boolean =>
  chat.message_count === 0 && chat.session_status === "pending"

/** The list shows only chats with something in them: an unstarted chat is no row of its own. */
export const startedChats = (chats: ReadonlyArray<ChatSummary>): ReadonlyArray<ChatSummary> =>
  chats.filter((chat) => !isUnstarted(chat))

/** "Nuova sessione" reopens the newest unstarted chat instead of making one more. */
export const reusableChat = (chats: ReadonlyArray<ChatSummary>): ChatSummary | undefined =>
  chats
    .filter(isUnstarted)
    .reduce<ChatSummary | undefined>(
      (newest, chat) => (newest === undefined || chat.created_at > newest.created_at ? chat : newest),
      undefined,
    )
