import { useEffect, useRef, useState } from "react"

import type { SessionStatus } from "../api/chat-session-types.ts"
import { formatClock, remainingMs, spokenRemaining, timerBase } from "../state/session-timer.ts"
import * as styles from "./chat-header.css.ts"
import * as layout from "./chat-layout.css.ts"

type Props = {
  readonly status: SessionStatus | undefined
  /** When the status arrived (local clock), to count on the server's clock. */
  readonly receivedAt: number
  readonly ended: boolean
  /** Called once when the countdown reaches zero, so the status is read again at once. */
  readonly onElapsed: () => void
  /** The crisis card is shown: no countdown, the session stays open while the user writes (DESIGN §7). */
  readonly keptOpen?: boolean
}

export const KEPT_OPEN_NOTE =
  "Finché continui a scrivere questa sessione resta aperta: i 30 minuti non la interrompono e non ti costa " +
  "nulla in più. Si chiude da sola dopo 10 minuti senza messaggi."

/** A session that raised the crisis panel pauses when it goes quiet; it does not end (issue 22). */
export const CRISIS_PAUSE_SPOKEN = "Conversazione in pausa: puoi scrivere di nuovo quando vuoi."

/**
 * SPEC §2 session timer: mm:ss from `ends_at` on the server's clock. role="timer" is not live, so screen
 * readers are not told every second; its text says the minutes left.
 */
export const SessionTimer = ({ status, receivedAt, ended, onElapsed, keptOpen = false }: Props) => {
  const [now, setNow] = useState(() => Date.now())
  const running =
    status !== undefined && status.ends_at !== null && status.session_status !== "completed" && !ended
  useEffect(() => {
    if (!running) return
    const tick = () => setNow(Date.now())
    const first = window.setTimeout(tick, 0)
    const timer = window.setInterval(tick, 1000)
    return () => {
      window.clearTimeout(first)
      window.clearInterval(timer)
    }
  }, [running])

  const left = status === undefined ? null : remainingMs(timerBase(status, receivedAt), now)
  const elapsedFor = useRef<string | null>(null)
  useEffect(() => {
    if (!running || left === null || left > 0 || status === undefined) return
    if (elapsedFor.current === status.server_time) return
    elapsedFor.current = status.server_time
    onElapsed()
  }, [left, onElapsed, running, status])

  let value: { readonly text: string; readonly spoken: string; readonly tone: keyof typeof styles.timerValue }
  if (status === undefined)
    value = { text: "--:--", spoken: "Tempo della sessione in caricamento", tone: "idle" }
  else if ((ended || status.session_status === "completed") && keptOpen)
    value = { text: "In pausa", spoken: CRISIS_PAUSE_SPOKEN, tone: "idle" }
  else if (ended || status.session_status === "completed")
    value = { text: "Sessione conclusa", spoken: "Sessione conclusa", tone: "idle" }
  else if (status.session_status === "pending" || left === null)
    value = { text: "In attesa del primo messaggio", spoken: "In attesa del primo messaggio", tone: "idle" }
  else if (keptOpen) value = { text: "Aperta finché scrivi", spoken: KEPT_OPEN_NOTE, tone: "idle" }
  else
    value = {
      text: formatClock(left),
      spoken: spokenRemaining(left),
      tone: left <= 5 * 60_000 ? "low" : "normal",
    }

  return (
    <div className={styles.timer}>
      {value.tone === "normal" || value.tone === "low" ? (
        <span className={styles.timerLabel}>
          {status?.is_extended === true ? "Tempo rimanente (+2 min)" : "Tempo rimanente"}
        </span>
      ) : null}
      <div role="timer" aria-atomic="true" className={styles.timerValue[value.tone]}>
        <span aria-hidden="true">{value.text}</span>
        <span className={layout.srOnly}>{value.spoken}</span>
      </div>
    </div>
  )
}
