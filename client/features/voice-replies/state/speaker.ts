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

/** The crisis card and the clock's notices are read a little slower and lower: calm, not alarmed. */
export type Tone = "reply" | "calm"
const TONES: Record<Tone, { readonly rate: number; readonly pitch: number }> = {
  reply: { rate: 1, pitch: 1 },
  calm: { rate: 0.85, pitch: 0.9 },
}

type State = { readonly speakingId: string | null }

let state: State = { speakingId: null }
/** How many sentences of the current reply have been handed to the browser. */
let queued = 0
/** Sentences handed over and not yet finished. */
let pending = 0
/** Raised at every start/stop so late events of a cancelled reading are ignored. */
let generation = 0
/** The tone of the reading now, and what it has handed to the voice (to tell an echo from a person). */
let tone: Tone = "reply"
let handedOver: string[] = []
/** The hands-free conversation reads replies itself: the switch's own reading stands aside meanwhile. */
let handsFree = false
const listeners = new Set<() => void>()

const setState = (next: State) => {
  state = next
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Told each time the reading changes (another reply, silence). */
export const onSpeakingChange = (listener: () => void): (() => void) => subscribe(listener)

/** Which reading is on now (null: silence), outside React. */
export const currentSpeakingId = (): string | null => state.speakingId

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
  utterance.rate = TONES[tone].rate
  utterance.pitch = TONES[tone].pitch
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
  handedOver.push(sentence)
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
  handedOver = []
  if (speechSynthesisAvailable()) window.speechSynthesis.cancel()
  if (state.speakingId !== null) setState({ speakingId: null })
}

/**
 * Reads reply `id` from its start (a reading of another reply stops). With `final` false the reply is still
 * arriving: only complete sentences are spoken, and `followReply` adds the next ones as they come.
 */
export const startSpeaking = (id: string, markdown: string, final: boolean, voiceTone: Tone = "reply") => {
  if (!speechSynthesisAvailable()) return
  stopSpeaking()
  tone = voiceTone
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

/** What the current reading has handed to the voice so far (empty in silence). */
export const spokenSoFar = (): ReadonlyArray<string> => handedOver

export const setHandsFree = (on: boolean) => {
  handsFree = on
}

/** True while the hands-free conversation decides what is read. */
export const isHandsFree = () => handsFree
