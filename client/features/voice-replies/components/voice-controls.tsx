import { useState } from "react"

import { currentVoiceSupport } from "../../../lib/speech/recognition.ts"
import { speechSynthesisAvailable } from "../state/speaker.ts"
import type { VoiceConversationProps } from "../state/use-hands-free.ts"
import { ReadAloudSwitch } from "./read-aloud-switch.tsx"
import { VoiceConversation } from "./voice-conversation.tsx"
import * as styles from "./voice-replies.css.ts"

export const NO_VOICE_TEXT =
  "Questo browser non offre la voce: puoi scrivere i tuoi messaggi e leggere le risposte qui sullo schermo."
export const NO_LISTENING_TEXT =
  "Questo browser non sa ascoltare la voce: puoi scrivere i tuoi messaggi e ascoltare le risposte."
export const NO_CONVERSATION_TEXT =
  "La conversazione a voce non è disponibile in questo browser: puoi scrivere i tuoi messaggi e ascoltare le risposte."

/**
 * Under the message input: "Leggi le risposte ad alta voce" and "Conversazione a voce". What the browser cannot do
 * is not shown, and one line says why (the dictation button hides itself too when there is no recognition).
 */
export const VoiceControls = (props: VoiceConversationProps) => {
  const [synthesis] = useState(speechSynthesisAvailable)
  const [listening] = useState(currentVoiceSupport)
  const noApi = !listening.supported && listening.reason === "no-api"
  if (!synthesis && noApi) return <p className={styles.unsupported}>{NO_VOICE_TEXT}</p>
  // without a voice to read the replies there is no conversation: the switch's own line says so
  if (!synthesis) return <ReadAloudSwitch />
  return (
    <div className={styles.voiceRow}>
      <ReadAloudSwitch />
      {listening.supported ? (
        <VoiceConversation {...props} />
      ) : (
        <p className={styles.unsupported}>{noApi ? NO_LISTENING_TEXT : NO_CONVERSATION_TEXT}</p>
      )}
    </div>
  )
}
