import { useEffect, useRef } from "react"

import { MicIcon, StopIcon } from "../../../components/ui/icons.tsx"
import { useVoiceConsent } from "../../../components/ui/voice-consent.tsx"
import { ON_DEVICE_NOTE } from "../../../lib/speech/audio-route.ts"
import { STAGE_TEXT } from "../state/hands-free.ts"
import { useHandsFree, type VoiceConversationProps } from "../state/use-hands-free.ts"
import * as styles from "./voice-replies.css.ts"

export const START_LABEL = "Conversazione a voce"
export const END_LABEL = "Termina la conversazione a voce"
export const INTERRUPT_LABEL = "Interrompi e parla"

/**
 * "Conversazione a voce": one press (after the note on where the audio goes, the first time) and Cogi listens,
 * sends after a natural pause, reads the reply and listens again. The state is written large and announced to
 * screen readers; "Interrompi e parla" (or Escape, or simply speaking) stops the reading at once; the stop
 * control ends it all. Keyboard: the panel takes the focus on its stop control and gives it back when it ends.
 */
export const VoiceConversation = (props: VoiceConversationProps) => {
  const handsFree = useHandsFree(props)
  const consent = useVoiceConsent(handsFree.start)
  const startButton = useRef<HTMLButtonElement>(null)
  const stopButton = useRef<HTMLButtonElement>(null)
  const { stage } = handsFree
  const on = stage !== "off"
  const wasOn = useRef(false)

  useEffect(() => {
    if (on && !wasOn.current) stopButton.current?.focus()
    if (!on && wasOn.current) startButton.current?.focus()
    wasOn.current = on
  }, [on])

  return (
    <>
      {on ? (
        <section className={styles.conversationPanel} aria-label={START_LABEL}>
          <p className={styles.stageLine}>
            <span className={styles.stageDot} data-stage={stage} aria-hidden="true" />
            <span role="status" aria-live="polite" aria-atomic="true">
              {STAGE_TEXT[stage]}…
            </span>
          </p>
          {handsFree.heard !== "" && stage === "listening" ? (
            <p className={styles.heardLine}>Ho sentito: «{handsFree.heard}»</p>
          ) : null}
          {handsFree.onDevice ? <p className={styles.panelNote}>{ON_DEVICE_NOTE}</p> : null}
          <div className={styles.panelActions}>
            {stage === "speaking" ? (
              <button type="button" className={styles.bigButton} onClick={handsFree.interrupt}>
                {INTERRUPT_LABEL}
              </button>
            ) : null}
            <button
              ref={stopButton}
              type="button"
              className={styles.bigButton}
              data-kind="stop"
              onClick={handsFree.stop}
            >
              <StopIcon aria-hidden="true" /> {END_LABEL}
            </button>
          </div>
          <p className={styles.panelNote}>
            {stage === "speaking"
              ? "Per interrompermi parla, premi Esc o tocca «Interrompi e parla»."
              : "Parla quando vuoi: mando il messaggio quando fai una pausa."}
          </p>
        </section>
      ) : (
        <button
          ref={startButton}
          type="button"
          className={styles.startConversation}
          disabled={props.disabled}
          onClick={() => {
            consent.request()
          }}
        >
          <MicIcon className={styles.conversationIcon} aria-hidden="true" /> {START_LABEL}
        </button>
      )}
      {consent.dialog}
    </>
  )
}
