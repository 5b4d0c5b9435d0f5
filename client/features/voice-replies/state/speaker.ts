import { useSyncExternalStore } from "react"

import { speakableSentences } from "./speech-text.ts"

/*
 * Reading replies aloud with the browser's speechSynthesis (issue 29): one reply at a time, sentence by sentence,
 * an Italian voice (on-device voices first). Nothing of this leaves the browser through Cogi.
 */

export const SPEECH_LANGUAGE = "it-IT"

type VoiceLike = { readonly lang: string; readonly localService: boolean; readonly default?: boolean }

/** An Italian voice, preferring one that runs on the device; null lets the browser pick by `lang`. */
export const pickItalianVoice = <V extends VoiceLike>(voices: ReadonlyArray<V>): V | null => {
  const italian = voices.filter((voice) => /^it([-_]|$)/i.test(voice.lang))
  const rank = (voice: V) =>
    (voice.localService ? 0 : 2) +
    (/^it[-_]IT$/i.test(voice.lang) ? 0 : 1) -
    (voice.default === true ? 0.5 : 0)
  return [...italian].sort((a, b) => rank(a) - rank(b))[0] ?? null
}

export const speechSynthesisAvailable = (): boolean =>
  typeof window !== "undefined" &&
  "speechSynthesis" in window &&
  typeof window.speechSynthesis?.speak === "function" &&
  typeof window.SpeechSynthesisUtterance === "function"

type State = { readonly speakingId: string | null }

let state: State = { speakingId: null }
/** How many sentences of the current reply have been handed to the browser. */
let queued = 0
/** Sentences handed over and not yet finished. */
let pending = 0
/** Raised at every start/stop so late events of a cancelled reading are ignored. */
let generation = 0
const listeners = new Set<() => void>()

const setState = (next: State) => {
  state = next
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Which reply is being read now (null: silence). */
export const useSpeakingId = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => state.speakingId,
    () => null,
  )

const say = (sentence: string, own: number) => {
  const synth = window.speechSynthesis
  const utterance = new SpeechSynthesisUtterance(sentence)
  utterance.lang = SPEECH_LANGUAGE
  const voice = pickItalianVoice(synth.getVoices())
  if (voice !== null) utterance.voice = voice
  const done = () => {
    if (own !== generation) return
    pending = Math.max(0, pending - 1)
    if (pending === 0 && !following) setState({ speakingId: null })
  }
  utterance.onend = done
  utterance.onerror = done
  pending += 1
  synth.speak(utterance)
}

/** True while the reply being read still streams (more sentences may come). */
let following = false

/** Stops any reading at once. */
export const stopSpeaking = () => {
  generation += 1
  queued = 0
  pending = 0
  following = false
  if (speechSynthesisAvailable()) window.speechSynthesis.cancel()
  if (state.speakingId !== null) setState({ speakingId: null })
}

/**
 * Reads reply `id` from its start (a reading of another reply stops). With `final` false the reply is still
 * arriving: only complete sentences are spoken, and `followReply` adds the next ones as they come.
 */
export const startSpeaking = (id: string, markdown: string, final: boolean) => {
  if (!speechSynthesisAvailable()) return
  stopSpeaking()
  setState({ speakingId: id })
  following = !final
  followReply(id, markdown, final)
  if (final && pending === 0) setState({ speakingId: null })
}

/** The reply being read grew (or finished): its new complete sentences join the queue. */
export const followReply = (id: string, markdown: string, final: boolean) => {
  if (state.speakingId !== id || !speechSynthesisAvailable()) return
  const sentences = speakableSentences(markdown, final)
  const own = generation
  for (const sentence of sentences.slice(queued)) say(sentence, own)
  queued = Math.max(queued, sentences.length)
  if (final) {
    following = false
    if (pending === 0) setState({ speakingId: null })
  }
}
