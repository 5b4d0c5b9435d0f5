import { useEffect, useId } from "react"

import { useReadAloud } from "../state/read-aloud-preference.ts"
import { speechSynthesisAvailable, stopSpeaking } from "../state/speaker.ts"
import * as styles from "./voice-replies.css.ts"

export const NO_SYNTHESIS_TEXT =
  "Questo browser non sa leggere le risposte ad alta voce: puoi sempre leggerle qui sullo schermo."

/**
 * "Leggi le risposte ad alta voce" (remembered on this device). Leaving the chat, or switching off, stops any
 * reading. Where the browser has no speech synthesis, one line says so instead.
 */
export const ReadAloudSwitch = () => {
  const [on, setOn] = useReadAloud()
  const id = useId()
  const available = speechSynthesisAvailable()
  useEffect(() => () => stopSpeaking(), [])

  if (!available) return <p className={styles.unsupported}>{NO_SYNTHESIS_TEXT}</p>
  return (
    <div className={styles.switchRow}>
      <label className={styles.switchLabel} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.checkbox}
          checked={on}
          onChange={(event) => {
            setOn(event.target.checked)
            if (!event.target.checked) stopSpeaking()
          }}
        />
        Leggi le risposte ad alta voce
      </label>
    </div>
  )
}
