import { useEffect } from "react"
import { useLocation } from "wouter"

import { LoadingScreen } from "../../../components/ui/loading-screen.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { paths } from "../../../config/paths.ts"
import type { User } from "../../../lib/auth/user.ts"
import { notify } from "../../../lib/notify.ts"
import { useChat } from "../api/chat-query.ts"
import * as styles from "./chat-layout.css.ts"
import type { ChatSlots } from "./chat-slots.ts"
import { ChatView } from "./chat-view.tsx"
export type { ChatSlots } from "./chat-slots.ts"

export const CHAT_LOAD_ERROR = "Errore nel caricamento della chat"

/** The chat screen: the chat is loaded (an unknown one goes back to the dashboard), then shown. */
export const ChatScreen = ({
  chatId,
  user,
  slots = {},
}: {
  readonly chatId: string
  readonly user: User
  readonly slots?: ChatSlots
}) => {
  const chat = useChat(chatId)
  const [, navigate] = useLocation()

  useEffect(() => {
    if (!chat.isError) return
    notify.error(CHAT_LOAD_ERROR)
    navigate(paths.dashboard.getHref(), { replace: true })
  }, [chat.isError, navigate])

  if (chat.data === undefined) {
    return (
      <main className={styles.page}>
        <h1 className={styles.srOnly}>Sessione</h1>
        {chat.isError ? (
          <Notice tone="error" role="alert">
            <p>{CHAT_LOAD_ERROR}</p>
          </Notice>
        ) : (
          <LoadingScreen label="Caricamento della conversazione…" />
        )}
      </main>
    )
  }
  return <ChatView key={chat.data.id} chat={chat.data} user={user} slots={slots} />
}
