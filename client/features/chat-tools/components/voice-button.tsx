import { useCallback, useEffect, useRef, useState } from "react"

import { notify } from "../../../lib/notify.ts"
import { applyAudioRoute } from "../../../lib/speech/audio-route.ts"
import {
  currentVoiceSupport,
  getSpeechRecognition,
  speechErrorMessage,
  transcriptOf,
  VOICE_LANGUAGE,
  type SpeechRecognitionLike,
  type VoiceSupport,
} from "../../../lib/speech/recognition.ts"
import {
  AUTO_SEND_DELAY_MS,
  IOS_HINT_STORAGE_KEY,
  shouldAutoSend,
  UNSUPPORTED_MESSAGES,
} from "../state/dictation.ts"
import { MicIcon, StopIcon } from "../../../components/ui/icons.tsx"
import { useVoiceConsent, type StartRoute } from "../../../components/ui/voice-consent.tsx"
import * as styles from "./tools.css.ts"

export type VoiceButtonProps = {
  /**
   * The dictated text so far (final parts plus the current interim words), each time it changes: put it in
   * the message input. `final` is true once the browser has settled the words.
   */
  readonly onTranscript: (text: string, final: boolean) => void
  /** SPEC §4: a final text ending in . ? or ! longer than 10 characters, 1 second after it settled. */
  readonly onAutoSend: (text: string) => void
  /** While true the button cannot start (and a running dictation stops). */
  readonly disabled?: boolean
}

const readFlag = (key: string) => {
  try {
    return localStorage.getItem(key) !== null
  } catch {
    return false
  }
}

const writeFlag = (key: string) => {
  try {
    localStorage.setItem(key, "1")
  } catch {
    // Storage blocked: the hint may show again next time, which is harmless.
  }
}

/**
 * Microphone button for dictation (Web Speech API, it-IT). Before the first use it says where the audio goes
 * (components/ui/voice-consent.tsx): on the device with `processLocally` where the browser can, otherwise to the
 * browser's provider. A browser without the API shows no button (the voice row under the input says why in one
 * line); where dictation cannot work (non-HTTPS page, iOS Safari) the button stays visible but explains why when
 * pressed, and on iOS Safari a hint to use another browser appears once per browser.
 */
export const VoiceButton = ({ onTranscript, onAutoSend, disabled = false }: VoiceButtonProps) => {
  const [support] = useState<VoiceSupport>(() => currentVoiceSupport())
  const [listening, setListening] = useState(false)
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null)
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null)
  // False after the user stops by hand: the last words still arrive, but nothing is sent by itself.
  const autoSendRef = useRef(true)
  // The latest callbacks, so a running recognition never calls stale ones.
  const callbacks = useRef({ onTranscript, onAutoSend })
  useEffect(() => {
    callbacks.current = { onTranscript, onAutoSend }
  })

  const clearTimer = () => {
    if (timerRef.current !== null) clearTimeout(timerRef.current)
    timerRef.current = null
  }

  const stop = useCallback(() => {
    clearTimer()
    const recognition = recognitionRef.current
    recognitionRef.current = null
    if (recognition !== null) {
      recognition.onresult = null
      recognition.onerror = null
      recognition.onend = null
      recognition.abort()
    }
    setListening(false)
  }, [])

  useEffect(() => {
    if (support.supported || support.reason !== "ios-safari" || readFlag(IOS_HINT_STORAGE_KEY)) return
    writeFlag(IOS_HINT_STORAGE_KEY)
    notify.info(UNSUPPORTED_MESSAGES["ios-safari"], { long: true })
  }, [support])

  useEffect(() => () => stop(), [stop])

  // Disabling (the session ended, a reply is on its way) ends a running dictation; `onend` then resets it.
  useEffect(() => {
    if (!disabled) return
    if (timerRef.current !== null) clearTimeout(timerRef.current)
    timerRef.current = null
    recognitionRef.current?.abort()
  }, [disabled])

  const start = (route: StartRoute) => {
    const Recognition = getSpeechRecognition(window)
    if (Recognition === null) {
      notify.error(UNSUPPORTED_MESSAGES["no-api"])
      return
    }
    const recognition = new Recognition()
    applyAudioRoute(recognition, route)
    recognition.lang = VOICE_LANGUAGE
    recognition.continuous = true
    recognition.interimResults = true
    recognition.maxAlternatives = 1
    recognition.onresult = (event) => {
      const { text, final } = transcriptOf(event)
      clearTimer()
      callbacks.current.onTranscript(text, final)
      if (final && autoSendRef.current && shouldAutoSend(text)) {
        timerRef.current = setTimeout(() => {
          timerRef.current = null
          stop()
          callbacks.current.onAutoSend(text)
        }, AUTO_SEND_DELAY_MS)
      }
    }
    recognition.onerror = (event) => {
      const message = speechErrorMessage(event.error)
      if (message !== null) notify.error(message)
      clearTimer()
      recognitionRef.current = null
      setListening(false)
    }
    recognition.onend = () => {
      // A pending auto-send still fires: the browser often ends the dictation on a pause.
      recognitionRef.current = null
      setListening(false)
    }
    recognitionRef.current = recognition
    autoSendRef.current = true
    try {
      recognition.start()
      setListening(true)
    } catch {
      recognitionRef.current = null
      notify.error(speechErrorMessage("generic") ?? "")
    }
  }

  const consent = useVoiceConsent(start)

  const onClick = () => {
    if (!support.supported) {
      notify.info(UNSUPPORTED_MESSAGES[support.reason], { long: true })
      return
    }
    if (listening) {
      // Stopping by hand keeps the words in the input but sends nothing by itself.
      const recognition = recognitionRef.current
      clearTimer()
      autoSendRef.current = false
      if (recognition !== null) recognition.stop()
      setListening(false)
      return
    }
    consent.request()
  }

  if (!support.supported && support.reason === "no-api") return null

  const active = listening && !disabled
  const label = active ? "Interrompi la dettatura vocale" : "Detta il messaggio a voce"
  return (
    <span className={styles.toolWrap}>
      <button
        type="button"
        className={active ? `${styles.iconButton} ${styles.listening}` : styles.iconButton}
        onClick={onClick}
        disabled={disabled}
        aria-pressed={support.supported ? active : undefined}
        aria-disabled={!support.supported || undefined}
        aria-label={label}
        title={support.supported ? label : UNSUPPORTED_MESSAGES[support.reason]}
      >
        {active ? <StopIcon className={styles.icon} /> : <MicIcon className={styles.icon} />}
      </button>
      <span className={styles.visuallyHidden} role="status" aria-live="polite">
        {active ? "In ascolto…" : ""}
      </span>
      {consent.dialog}
    </span>
  )
}
