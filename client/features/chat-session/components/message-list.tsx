import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react"

import { Button } from "../../../components/ui/button.tsx"
import type { ChatImage } from "../api/chat-session-types.ts"
import type { ViewMessage } from "../state/conversation.ts"
import type { KnownNumber } from "../state/phone-links.ts"
import type { Phase } from "../state/use-conversation.ts"
import { useFoundMessage } from "../state/use-found-message.ts"
import * as styles from "./message-list.css.ts"
import { EmptyConversation } from "./empty-conversation.tsx"
import { MessageBubble } from "./message-bubble.tsx"
import { TypingIndicator } from "./typing-indicator.tsx"
import { ArrowDownIcon } from "../../../components/ui/icons.tsx"

/** Near enough to the bottom to keep following new words. */
const STICK_PX = 80
/**
 * A long conversation opens on its latest messages; earlier ones join the list a page at a time, when the
 * reader scrolls near the top or asks with the button (which also tells screen readers how many are earlier).
 */
export const MESSAGE_PAGE = 60
const LOAD_EARLIER_PX = 300

type Props = {
  readonly messages: ReadonlyArray<ViewMessage>
  /** The stored conversation is decrypted (or locked): until then the list waits, so it renders once. */
  readonly historyReady: boolean
  readonly phase: Phase
  readonly aiName: string
  /** How each reply is signed: always as an AI ("Cogi · assistente AI"). */
  readonly senderLabel: string
  /** Shown above the conversation (the offline assistant's note on a phone, the check-in after a hard moment). */
  readonly intro?: ReactNode
  readonly canSendTopic: boolean
  readonly onTopic: (message: string) => void
  readonly onRetry: (replyId: string) => void
  /** "Rigenera" / "Modifica" for a message of the last exchange (exchange-actions.tsx). */
  readonly renderActions?: (message: ViewMessage) => ReactNode
  readonly renderImage: ((image: ChatImage) => ReactNode) | undefined
  /** "Ascolta" under an assistant reply (slot). */
  readonly renderSpeech?: ((message: ViewMessage) => ReactNode) | undefined
  /** The crisis numbers, tap-to-call wherever a reply names them. */
  readonly numbers?: ReadonlyArray<KnownNumber>
  readonly children?: ReactNode
}

export const MessageList = ({
  messages,
  historyReady,
  phase,
  aiName,
  senderLabel,
  intro,
  canSendTopic,
  onTopic,
  onRetry,
  renderActions,
  renderImage,
  renderSpeech,
  numbers,
  children,
}: Props) => {
  const scroller = useRef<HTMLDivElement>(null)
  const stick = useRef(true)
  /** Where this list last put the view at the bottom itself: the scroll event that follows is its own. */
  const ownTop = useRef<number | null>(null)
  const pinToBottom = useCallback((el: HTMLDivElement) => {
    el.scrollTop = el.scrollHeight
    ownTop.current = el.scrollTop
  }, [])
  const [showJump, setShowJump] = useState(false)
  const [hidden, setHidden] = useState(() => Math.max(0, messages.length - MESSAGE_PAGE))
  /** The scroll height before earlier messages were added, to keep the reader's place. */
  const heightBefore = useRef<number | null>(null)

  const showEarlier = useCallback(() => {
    const el = scroller.current
    if (el === null || hidden === 0 || heightBefore.current !== null) return
    heightBefore.current = el.scrollHeight
    setHidden((count) => Math.max(0, count - MESSAGE_PAGE))
  }, [hidden])

  useLayoutEffect(() => {
    const el = scroller.current
    if (el === null || heightBefore.current === null) return
    el.scrollTop += el.scrollHeight - heightBefore.current
    heightBefore.current = null
  }, [hidden])

  const onScroll = useCallback(() => {
    const el = scroller.current
    if (el === null) return
    // A scroll event comes a frame after the scroll: the list's own move to the bottom may be read after an image
    // or the header has grown meanwhile. The reader did not move: the view goes on following the bottom.
    if (stick.current && ownTop.current !== null && Math.abs(el.scrollTop - ownTop.current) < 1) {
      if (el.scrollHeight - el.scrollTop - el.clientHeight >= 1) pinToBottom(el)
      return
    }
    ownTop.current = null
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX
    if (stick.current) setShowJump(false)
    if (el.scrollTop < LOAD_EARLIER_PX && !stick.current) showEarlier()
  }, [showEarlier, pinToBottom])

  const toBottom = useCallback(
    (smooth: boolean) => {
      const el = scroller.current
      if (el === null) return
      if (smooth && typeof el.scrollTo === "function")
        el.scrollTo({ top: el.scrollHeight, behavior: "smooth" })
      else pinToBottom(el)
      stick.current = true
      setShowJump(false)
    },
    [pinToBottom],
  )

  // Every change of content: follow it if the reader is at the bottom, otherwise offer a jump button.
  const lastText = messages.at(-1)?.text ?? ""
  useLayoutEffect(() => {
    if (stick.current) toBottom(false)
    else setShowJump(true)
  }, [messages.length, lastText, phase, historyReady, toBottom])

  // What grows after it is shown (an image decrypted, a reply's Markdown laid out), and the view itself getting
  // shorter (the header or the composer growing), keep the bottom in view while the reader is there: a chat with
  // an image opens at its last reply, not above it (issue 28).
  useEffect(() => {
    const el = scroller.current
    const column = el?.firstElementChild
    if (el === null || column === null || column === undefined || typeof ResizeObserver !== "function") return
    const observer = new ResizeObserver(() => {
      if (stick.current) pinToBottom(el)
    })
    observer.observe(column)
    observer.observe(el)
    return () => observer.disconnect()
  }, [pinToBottom])

  const found = useFoundMessage({ messages, historyReady, hidden, setHidden, stickRef: stick })

  // The user's own message always brings the view down.
  const lastUserId = messages.findLast((m) => m.role === "user")?.id
  useEffect(() => {
    if (lastUserId !== undefined) toBottom(false)
  }, [lastUserId, toBottom])

  const waitingForWords =
    phase === "sending" ||
    phase === "waiting" ||
    (phase === "streaming" && messages.at(-1)?.role === "assistant" && messages.at(-1)?.text === "")

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label="Conversazione"
    >
      <div className={styles.column}>
        {intro}
        {messages.length === 0 && phase === "idle" ? (
          <EmptyConversation canSendTopic={canSendTopic} onTopic={onTopic} />
        ) : null}
        {historyReady && hidden > 0 ? (
          <Button variant="secondary" className={styles.earlier} onClick={showEarlier}>
            Mostra i messaggi precedenti ({hidden} non mostrati)
          </Button>
        ) : null}
        {historyReady ? null : (
          <p className={styles.emptyLead} role="status">
            Decifratura della conversazione…
          </p>
        )}
        <ol className={styles.messageList} aria-label="Messaggi" hidden={!historyReady}>
          {(historyReady ? messages.slice(hidden) : []).map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              senderLabel={senderLabel}
              renderImage={renderImage}
              {...(numbers !== undefined ? { numbers } : {})}
              onRetry={onRetry}
              retryDisabled={phase !== "idle"}
              actions={renderActions?.(message)}
              speech={renderSpeech?.(message)}
              found={message.id === found}
            />
          ))}
        </ol>
        {waitingForWords ? <TypingIndicator senderLabel={senderLabel} aiName={aiName} /> : null}
        {children}
        {showJump ? (
          <Button variant="secondary" className={styles.jump} onClick={() => toBottom(true)}>
            <ArrowDownIcon /> Nuovi messaggi
          </Button>
        ) : null}
      </div>
    </div>
  )
}
