import { useEffect } from "react"
import { Link } from "wouter"

import { Button } from "../../../components/ui/button.tsx"
import { LoadingScreen } from "../../../components/ui/loading-screen.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { paths } from "../../../config/paths.ts"
import { errorMessage } from "../../../lib/api-client.ts"
import { useDecryptedText, type DecryptedText } from "../../../lib/crypto/use-decrypted-text.ts"
import { notify } from "../../../lib/notify.ts"
import { useNow } from "../../../lib/use-now.ts"
import { APPROACH_LABELS, type ChatSummary } from "../api/chat-types.ts"
import { useDeleteChat } from "../api/delete-chat.ts"
import { useChats } from "../api/get-chats.ts"
import { relativeAge } from "../state/relative-age.ts"
import { startedChats } from "../state/unstarted-chats.ts"
import * as styles from "./chats.css.ts"
import { NewSessionButton } from "./new-session-button.tsx"

const LOAD_ERROR = "Errore nel caricamento delle sessioni"

export const ChatList = () => {
  const chats = useChats()
  const now = useNow()
  // A chat nobody has written in is no row: "Nuova sessione" reopens it.
  const listed = chats.data === undefined ? undefined : startedChats(chats.data)

  useEffect(() => {
    if (chats.isError) notify.error(LOAD_ERROR)
  }, [chats.isError])

  return (
    <section className={styles.section} aria-labelledby="chats-title">
      <div className={styles.sectionHeader}>
        <h2 id="chats-title">Le tue sessioni</h2>
        {listed !== undefined && listed.length > 0 ? (
          <Link to={paths.search.getHref()}>Cerca nelle conversazioni</Link>
        ) : null}
      </div>
      {chats.isPending ? <LoadingScreen label="Caricamento delle sessioni…" /> : null}
      {chats.isError ? (
        <Notice tone="error" role="alert">
          <p>{LOAD_ERROR}</p>
          <div>
            <Button variant="secondary" onClick={() => void chats.refetch()}>
              Riprova
            </Button>
          </div>
        </Notice>
      ) : null}
      {listed?.length === 0 ? (
        <div className={styles.empty}>
          <p>
            Non hai ancora iniziato nessuna sessione. Quando vuoi, il tuo assistente è qui per ascoltarti: 30
            minuti tutti per te.
          </p>
          <NewSessionButton label="Inizia la tua prima sessione" />
        </div>
      ) : null}
      {listed !== undefined && listed.length > 0 ? (
        <ul className={styles.list}>
          {listed.map((chat) => (
            <ChatListItem key={chat.id} chat={chat} now={now} />
          ))}
        </ul>
      ) : null}
    </section>
  )
}

const titleText = (decrypted: DecryptedText): string => {
  switch (decrypted.status) {
    case "pending":
      return "Decifratura…"
    case "locked":
      return "🔒 Titolo cifrato"
    case "ready":
      return decrypted.text.trim() === "" ? "Nuova sessione" : decrypted.text
  }
}

const ChatListItem = ({ chat, now }: { readonly chat: ChatSummary; readonly now: Date }) => {
  const deleteChat = useDeleteChat()
  const title = titleText(useDecryptedText(chat.title))
  const onDelete = () => {
    if (!window.confirm(`Vuoi eliminare la sessione "${title}"? Non potrai recuperarla.`)) return
    deleteChat.mutate(chat.id, {
      onError: (error) => notify.error(errorMessage(error, "Errore nell'eliminazione della sessione")),
    })
  }
  return (
    <li className={styles.item}>
      <div className={styles.itemBody}>
        <Link to={paths.chat.getHref(chat.id)} className={styles.itemTitle}>
          {title}
        </Link>
        <div className={styles.meta}>
          <span>{relativeAge(chat.updated_at, now)}</span>
          {chat.session_status === "completed" ? <span>Conclusa</span> : null}
          <span className={styles.badge}>{APPROACH_LABELS[chat.therapeutic_approach]}</span>
        </div>
      </div>
      <button
        type="button"
        className={styles.deleteButton}
        onClick={onDelete}
        disabled={deleteChat.isPending}
        aria-label={`Elimina la sessione ${title}`}
      >
        Elimina
      </button>
    </li>
  )
}
