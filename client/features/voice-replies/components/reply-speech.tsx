import { useEffect } from "react"

import { StopIcon } from "../../../components/ui/icons.tsx"
import { useReadAloud } from "../state/read-aloud-preference.ts"
import {
  followReply,
  isHandsFree,
  speechSynthesisAvailable,
  startSpeaking,
  stopSpeaking,
  useSpeakingId,
} from "../state/speaker.ts"
import * as styles from "./voice-replies.css.ts"

/** Replies already read by themselves (the switch reads each streamed reply once). */
const autoStarted = new Set<string>()

type Props = {
  readonly id: string
  readonly text: string
  /** The reply is still arriving. */
  readonly streaming: boolean
}

/**
 * Under an assistant reply: "Ascolta" reads it; while it is being read, "Interrompi la lettura" stops. With the
 * switch on, a reply that arrives is read from its first complete sentence, following the rest as it comes.
 */
export const ReplySpeech = ({ id, text, streaming }: Props) => {
  const speakingId = useSpeakingId()
  const [readAloud] = useReadAloud()
  const available = speechSynthesisAvailable()

  useEffect(() => {
    // the hands-free conversation reads each reply itself (after the crisis card, if one was raised)
    if (!available || !streaming || !readAloud || text === "" || autoStarted.has(id) || isHandsFree()) return
    autoStarted.add(id)
    startSpeaking(id, text, false)
  }, [available, streaming, readAloud, text, id])

  useEffect(() => {
    followReply(id, text, !streaming)
  }, [id, text, streaming])

  if (!available || text === "") return null
  if (speakingId === id)
    return (
      <button type="button" className={styles.listenButton} data-speaking="true" onClick={stopSpeaking}>
        <StopIcon aria-hidden="true" /> Interrompi la lettura
      </button>
    )
  if (streaming) return null
  return (
    <button
      type="button"
      className={styles.listenButton}
      aria-label="Ascolta la risposta"
      onClick={() => startSpeaking(id, text, true)}
    >
      Ascolta
    </button>
  )
}
