import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react"

import { Button } from "../../../components/ui/button.tsx"
import type { ChatImage } from "../api/chat-session-types.ts"
import { useEscapeToStop } from "../state/use-escape-to-stop.ts"
import * as styles from "./message-composer.css.ts"
import * as layout from "./chat-layout.css.ts"
import { CloseIcon, ImageIcon, StopIcon } from "../../../components/ui/icons.tsx"

type Props = {
  readonly value: string
  readonly onChange: (value: string) => void
  readonly image: ChatImage | null
  readonly onRemoveImage: () => void
  readonly onSubmit: () => void
  readonly onStop: () => void
  /** The session ended: nothing can be typed. */
  readonly disabled: boolean
  readonly disabledReason: string | null
  /** A message is on its way or a reply is arriving: the text stays, read-only, until the server accepts it. */
  readonly busy: boolean
  readonly voiceSlot?: ReactNode
  readonly imageSlot?: ReactNode
  /** A small view of the attached image, shown before it is sent. */
  readonly imagePreview?: ReactNode
}

/** The input's id: the chat's skip link ("Vai alla casella del messaggio") leads to it. */
export const COMPOSER_INPUT_ID = "casella-messaggio"

/** A keyboard and a mouse (not a phone, whose on-screen keyboard would cover the chat when it opens). */
const hasFinePointer = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(pointer: fine)").matches

/**
 * SPEC §2/§5 input: Enter sends, Shift+Enter starts a new line; needs text or an image. When the chat opens with
 * nothing focused, the input takes the focus (issue 28: not 17 Tabs away), where a keyboard is at hand.
 */
export const MessageComposer = ({
  value,
  onChange,
  image,
  onRemoveImage,
  onSubmit,
  onStop,
  disabled,
  disabledReason,
  busy,
  voiceSlot,
  imageSlot,
  imagePreview,
}: Props) => {
  const id = useId()
  const textarea = useRef<HTMLTextAreaElement>(null)
  const canSend = !disabled && !busy && (value.trim() !== "" || image !== null)
  useEscapeToStop(busy, onStop)

  const focusedOnce = useRef(false)
  useEffect(() => {
    const el = textarea.current
    if (focusedOnce.current || disabled || el === null) return
    focusedOnce.current = true
    const nothingFocused = document.activeElement === null || document.activeElement === document.body
    if (nothingFocused && hasFinePointer()) el.focus({ preventScroll: true })
  }, [disabled])

  // Grow with the text up to the CSS max-height.
  useLayoutEffect(() => {
    const el = textarea.current
    if (el === null) return
    el.style.height = "auto"
    el.style.height = `${el.scrollHeight + 2}px`
  }, [value])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSend) onSubmit()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      if (canSend) onSubmit()
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Scrivi un messaggio">
      {image !== null ? (
        <div className={styles.attachment}>
          {imagePreview !== undefined ? (
            <span className={styles.thumbnail}>{imagePreview}</span>
          ) : (
            <ImageIcon />
          )}
          <span>Immagine allegata: {image.alt}</span>
          <Button
            variant="ghost"
            onClick={onRemoveImage}
            disabled={busy}
            aria-label="Rimuovi l'immagine allegata"
          >
            <CloseIcon />
          </Button>
        </div>
      ) : null}
      <div className={styles.formRow}>
        {/* SLOT chat-tools: ImageAttachButton */}
        {imageSlot}
        {/* SLOT chat-tools: VoiceButton */}
        {voiceSlot}
        <div className={styles.field}>
          <label htmlFor={COMPOSER_INPUT_ID} className={layout.srOnly}>
            Il tuo messaggio
          </label>
          <textarea
            id={COMPOSER_INPUT_ID}
            ref={textarea}
            className={styles.textarea}
            rows={1}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={disabled}
            readOnly={busy}
            placeholder={disabled ? (disabledReason ?? "Sessione terminata") : "Come ti senti?"}
            aria-describedby={`${id}-hint`}
            maxLength={8000}
          />
        </div>
        {busy ? (
          <Button
            key="stop"
            variant="secondary"
            className={`${styles.iconButton} ${styles.sendButton}`}
            onClick={onStop}
          >
            <StopIcon /> Stop
          </Button>
        ) : (
          <Button
            key="send"
            type="submit"
            className={`${styles.iconButton} ${styles.sendButton}`}
            disabled={!canSend}
          >
            Invia
          </Button>
        )}
      </div>
      <span id={`${id}-hint`} className={styles.hint}>
        {busy ? "Esc per fermare la risposta" : "Invio per mandare, Maiusc+Invio per andare a capo"}
      </span>
    </form>
  )
}
