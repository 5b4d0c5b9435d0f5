import { useDeferredValue, useId, useState } from "react"
import { Link } from "wouter"

import { paths } from "../../../config/paths.ts"
import { formatLongDate } from "../../../lib/format-date.ts"
import { useDecryptedText } from "../../../lib/crypto/use-decrypted-text.ts"
import { useChatSummaries, useSearchableMessages, type ChatSummaryItem } from "../api/searchable-chats.ts"
import { searchMessages, type SearchHit } from "../state/search-text.ts"
import * as styles from "./conversation-search.css.ts"

/** Searching starts from this many letters (one letter would match almost everything). */
const MIN_QUERY = 2

const ChatTitle = ({ chat }: { readonly chat: ChatSummaryItem | undefined }) => {
  const title = useDecryptedText(chat?.title ?? null)
  if (title.status === "pending") return <>Decifratura…</>
  if (title.status === "locked") return <>Titolo cifrato</>
  return <>{title.text.trim() === "" ? "Sessione" : title.text}</>
}

const statusText = (searching: boolean, locked: boolean, loading: boolean, count: number): string => {
  if (!searching) return ""
  if (locked) return "Sblocca le conversazioni con la tua password per cercare."
  if (loading) return "Ricerca nelle conversazioni…"
  if (count === 0) return "Nessun messaggio trovato."
  return count === 1 ? "1 messaggio trovato." : `${count} messaggi trovati.`
}

type Props = {
  /** The chat on screen, marked in the list (beside the chat). */
  readonly currentChatId?: string
}

/**
 * Search across my conversations, in the browser: the chats are fetched and decrypted here and the query never
 * leaves this page. With no query, the list of conversations.
 */
export const ConversationSearch = ({ currentChatId }: Props) => {
  const id = useId()
  const [query, setQuery] = useState("")
  const deferred = useDeferredValue(query.trim())
  const searching = deferred.length >= MIN_QUERY
  const summaries = useChatSummaries()
  const chats = (summaries.data ?? []).filter((chat) => chat.message_count > 0)
  const index = useSearchableMessages(chats, searching)
  const hits = searching && !index.loading ? searchMessages(index.messages, deferred) : []
  const byId = new Map(chats.map((chat) => [chat.id, chat]))
  return (
    <div className={styles.panel}>
      <label htmlFor={id} className={styles.label}>
        Cerca nelle tue conversazioni
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Una parola, un nome…"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        Cerchi solo in questo browser, nei messaggi decifrati: il server non vede cosa cerchi.
      </p>
      <p className={styles.status} role="status">
        {statusText(searching, index.locked, index.loading, hits.length)}
      </p>
      {searching ? (
        <ul className={styles.list} aria-label="Risultati della ricerca">
          {hits.map((hit) => (
            <HitItem key={hit.messageId} hit={hit} chat={byId.get(hit.chatId)} />
          ))}
        </ul>
      ) : (
        <ul className={styles.list} aria-label="Le tue conversazioni">
          {chats.map((chat) => (
            <li key={chat.id}>
              <Link
                to={paths.chat.getHref(chat.id)}
                className={styles.link}
                aria-current={chat.id === currentChatId ? "page" : undefined}
              >
                <span className={styles.title}>
                  <ChatTitle chat={chat} />
                </span>
                <span className={styles.meta}>{formatLongDate(chat.updated_at)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

const HitItem = ({ hit, chat }: { readonly hit: SearchHit; readonly chat: ChatSummaryItem | undefined }) => (
  <li>
    <Link to={paths.chatMessage.getHref(hit.chatId, hit.messageId)} className={styles.link}>
      <span className={styles.title}>
        <ChatTitle chat={chat} />
      </span>
      <span className={styles.meta}>
        {hit.role === "user" ? "Tu" : "Assistente"} · {formatLongDate(hit.timestamp)}
      </span>
      <span className={styles.snippet}>
        {hit.snippet.before}
        <mark className={styles.mark}>{hit.snippet.match}</mark>
        {hit.snippet.after}
      </span>
    </Link>
  </li>
)
