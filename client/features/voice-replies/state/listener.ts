import { applyAudioRoute, type AudioRoute } from "../../../lib/speech/audio-route.ts"
import {
  getSpeechRecognition,
  VOICE_LANGUAGE,
  type SpeechRecognitionEventLike,
  type SpeechRecognitionLike,
} from "../../../lib/speech/recognition.ts"

/*
 * One listening session of the hands-free conversation: the browser's recognition, continuous, Italian, with the
 * words as they come. A session lasts one turn (it is closed when the turn is sent); what was judged an echo of
 * Cogi's own voice can be set aside, so that it never joins what the person says next.
 */

export type Heard = { readonly text: string; readonly final: boolean }

export type Listener = {
  /** The settled results heard so far are set aside (an echo): they never join what is heard later. */
  readonly setAside: () => void
  /** Ends the session; no event of it arrives afterwards. */
  readonly close: () => void
}

type Handlers = {
  readonly onHeard: (heard: Heard) => void
  /** The browser refused or failed (`not-allowed`, `network`…); `aborted` and `no-speech` are not reported. */
  readonly onError: (error: string) => void
  /** The browser ended the session by itself (it does after a while): the caller may start another. */
  readonly onEnd: () => void
}

const transcriptFrom = (event: SpeechRecognitionEventLike, from: number): Heard => {
  let text = ""
  let final = true
  for (let index = from; index < event.results.length; index += 1) {
    const result = event.results[index]
    if (result === undefined) continue
    // each result is a stretch of speech: browsers that do not start it with a space still get one
    text += ` ${result[0]?.transcript ?? ""}`
    if (!result.isFinal) final = false
  }
  return { text: text.replace(/\s+/g, " ").trim(), final }
}

/** Starts listening (null when the browser has no recognition or refuses to start). */
export const startListening = (route: AudioRoute, handlers: Handlers): Listener | null => {
  const Recognition = getSpeechRecognition(window)
  if (Recognition === null) return null
  const recognition: SpeechRecognitionLike = new Recognition()
  applyAudioRoute(recognition, route)
  recognition.lang = VOICE_LANGUAGE
  recognition.continuous = true
  recognition.interimResults = true
  recognition.maxAlternatives = 1
  let from = 0
  /** How many results, from the first, the browser has settled (they will not change any more). */
  let settled = 0
  let open = true
  recognition.onresult = (event) => {
    if (!open) return
    settled = 0
    while (settled < event.results.length && event.results[settled]?.isFinal === true) settled += 1
    handlers.onHeard(transcriptFrom(event, from))
  }
  recognition.onerror = (event) => {
    if (!open || event.error === "aborted" || event.error === "no-speech") return
    handlers.onError(event.error)
  }
  recognition.onend = () => {
    if (!open) return
    open = false
    handlers.onEnd()
  }
  try {
    recognition.start()
  } catch {
    return null
  }
  return {
    setAside: () => {
      // words still changing stay: the browser may yet turn them into what the person says
      from = Math.max(from, settled)
    },
    close: () => {
      if (!open) return
      open = false
      recognition.onresult = null
      recognition.onerror = null
      recognition.onend = null
      recognition.abort()
    },
  }
}
