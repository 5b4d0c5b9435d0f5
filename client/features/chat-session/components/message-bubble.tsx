import type { ReactNode } from "react"
import { Link } from "wouter"

import { Button } from "../../../components/ui/button.tsx"
import { paths } from "../../../config/paths.ts"
import type { ChatImage } from "../api/chat-session-types.ts"
import type { ViewMessage } from "../state/conversation.ts"
import * as styles from "./message-bubble.css.ts"
import * as layout from "./chat-layout.css.ts"
import { ImageIcon, LockIcon, StopIcon } from "../../../components/ui/icons.tsx"
import { CopyButton } from "./copy-button.tsx"
import type { KnownNumber } from "../state/phone-links.ts"
import { ReplyMarkdown } from "./reply-markdown.tsx"
import { messageElementId } from "../state/use-found-message.ts"
import { formatInstant } from "../../../lib/format-date.ts"

export const LOCKED_TEXT = "Messaggio cifrato non disponibile"

/**
 * Why some messages stay locked although this browser holds the account's key (issue 28): they were encrypted
 * with a key the account no longer has, as after a password reset without the recovery key.
 */
export const LOCKED_HISTORY_NOTE =
  "Alcuni messaggi di questa conversazione non si possono più leggere: sono stati cifrati con una chiave che il tuo account non ha più, per esempio prima di un ripristino della password fatto senza la chiave di recupero. Nessuno può leggerli, nemmeno noi. Quello che scrivi da adesso resta leggibile."

const timeOf = (timestamp: string) => formatInstant(timestamp, "time")

/** Images: https and plain data URLs show as they are; encrypted ones need the chat-tools hook (slot). */
export const DefaultImage = ({ image }: { readonly image: ChatImage }) =>
  /^(https:\/\/|data:image\/|blob:)/i.test(image.url) ? (
    <img
      src={image.url}
      alt={image.alt}
      width={image.width || undefined}
      height={image.height || undefined}
    />
  ) : (
    <span className={styles.imagePlaceholder}>
      <ImageIcon /> {image.alt === "" ? "Immagine cifrata" : image.alt}
    </span>
  )

type Props = {
  readonly message: ViewMessage
  readonly senderLabel: string
  readonly renderImage: ((image: ChatImage) => ReactNode) | undefined
  readonly onRetry: (replyId: string) => void
  readonly retryDisabled: boolean
  /** "Rigenera" or "Modifica" when this is the last exchange. */
  readonly actions?: ReactNode
  /** "Ascolta" / "Interrompi la lettura" under an assistant reply. */
  readonly speech?: ReactNode
  /** The message a search result led to: highlighted and focusable. */
  readonly found?: boolean
  /** The crisis numbers: in a reply they are tap-to-call links. */
  readonly numbers?: ReadonlyArray<KnownNumber>
}

/** The text; a stored message the history pass could not decrypt (no key, or another key) shows as locked. */
const Body = ({
  message,
  numbers,
}: {
  readonly message: ViewMessage
  readonly numbers: ReadonlyArray<KnownNumber> | undefined
}) => {
  if (message.text === null)
    return (
      <p className={styles.locked}>
        <LockIcon /> {LOCKED_TEXT}
      </p>
    )
  if (message.role === "assistant")
    return (
      <ReplyMarkdown text={message.text} {...(numbers !== undefined ? { numbers } : {})}>
        {message.state === "streaming" && message.text !== "" ? (
          <span className={styles.cursor} aria-hidden="true" />
        ) : null}
      </ReplyMarkdown>
    )
  return (
    <p>
      {message.text}
      {message.state === "streaming" && message.text !== "" ? (
        <span className={styles.cursor} aria-hidden="true" />
      ) : null}
    </p>
  )
}

/** A reply heard and answered without being recorded (issue 22): said gently, with where the open one is. */
const UnsavedNote = () => (
  <p className={styles.bubbleNote}>
    Questo scambio non resta salvato in questa chat. Se hai già una conversazione aperta, la ritrovi nella{" "}
    <Link to={paths.dashboard.getHref()}>dashboard</Link>.
  </p>
)

export const MessageBubble = ({
  message,
  senderLabel,
  renderImage,
  onRetry,
  retryDisabled,
  actions,
  speech,
  found = false,
  numbers,
}: Props) => {
  const mine = message.role === "user"
  if (message.role === "assistant" && message.state === "streaming" && message.text === "") return null
  return (
    <li
      id={messageElementId(message.id)}
      className={`${styles.messageItem[message.role]}${found ? ` ${styles.found}` : ""}`}
      tabIndex={found ? -1 : undefined}
    >
      {found ? <span className={layout.srOnly}>Messaggio trovato dalla ricerca.</span> : null}
      <span className={mine ? layout.srOnly : styles.sender}>{mine ? "Tu:" : senderLabel}</span>
      <div className={styles.bubble[message.role]}>
        {message.image !== null ? (
          <figure className={styles.imageFrame}>
            {renderImage !== undefined ? renderImage(message.image) : <DefaultImage image={message.image} />}
          </figure>
        ) : null}
        {message.state === "failed" ? (
          <p className={styles.locked}>{message.errorDetail ?? "La risposta non è arrivata."}</p>
        ) : message.text === "" && message.state === "interrupted" ? null : (
          <Body message={message} numbers={numbers} />
        )}
        {message.unsaved === true ? <UnsavedNote /> : null}
        {message.state === "interrupted" ? (
          <p className={styles.bubbleNote}>
            <StopIcon /> Risposta interrotta
          </p>
        ) : null}
        {message.state === "failed" ? (
          <div>
            <Button variant="secondary" onClick={() => onRetry(message.id)} disabled={retryDisabled}>
              Riprova
            </Button>
          </div>
        ) : null}
      </div>
      {message.state !== "streaming" ? (
        <span className={styles.meta}>
          <span className={styles.time}>{timeOf(message.timestamp)}</span>
          {message.text !== null && message.text !== "" && message.state !== "failed" ? (
            <CopyButton
              text={message.text}
              label={mine ? "Copia quello che hai scritto" : "Copia la risposta"}
            />
          ) : null}
          {speech}
          {actions}
        </span>
      ) : speech !== undefined && speech !== null ? (
        <span className={styles.meta}>{speech}</span>
      ) : null}
    </li>
  )
}
