/*
 * The browser's speech recognition (Web Speech API), shared by dictation (chat-tools) and the hands-free voice
 * conversation (voice-replies): the types TypeScript's DOM lib lacks, where it works, the transcript of an event,
 * and one warm Italian message per error (SPEC §8). The audio goes to the browser, never to Cogi's server.
 */
export const VOICE_LANGUAGE = "it-IT"

/** The part of the Web Speech API this feature uses (TypeScript's DOM lib does not describe it). */
export type SpeechRecognitionAlternativeLike = { readonly transcript: string }
export type SpeechRecognitionResultLike = {
  readonly isFinal: boolean
  readonly length: number
  readonly [index: number]: SpeechRecognitionAlternativeLike | undefined
}
export type SpeechRecognitionEventLike = {
  readonly resultIndex: number
  readonly results: {
    readonly length: number
    readonly [index: number]: SpeechRecognitionResultLike | undefined
  }
}
export type SpeechRecognitionErrorEventLike = { readonly error: string }

export type SpeechRecognitionLike = {
  lang: string
  continuous: boolean
  interimResults: boolean
  maxAlternatives: number
  onresult: ((event: SpeechRecognitionEventLike) => void) | null
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null
  onend: (() => void) | null
  start: () => void
  stop: () => void
  abort: () => void
  /** Chromium's on-device recognition: true makes the browser recognise on this device or fail. */
  processLocally?: boolean
}

/** What `available()` answers for on-device recognition of a language. */
export type OnDeviceAvailability = "available" | "downloadable" | "downloading" | "unavailable"

type OnDeviceOptions = { readonly langs: ReadonlyArray<string>; readonly processLocally: boolean }

export type SpeechRecognitionConstructor = (new () => SpeechRecognitionLike) & {
  /** Where the browser has on-device recognition (Chromium): whether the language pack is here. */
  readonly available?: (options: OnDeviceOptions) => Promise<OnDeviceAvailability | string>
  /** Downloads the language pack for on-device recognition; true once it is installed. */
  readonly install?: (options: OnDeviceOptions) => Promise<boolean>
}

type SpeechWindow = {
  readonly SpeechRecognition?: unknown
  readonly webkitSpeechRecognition?: unknown
}

export const getSpeechRecognition = (win: object = globalThis): SpeechRecognitionConstructor | null => {
  const candidate = (win as SpeechWindow).SpeechRecognition ?? (win as SpeechWindow).webkitSpeechRecognition
  return typeof candidate === "function" ? (candidate as SpeechRecognitionConstructor) : null
}

/** Joins every result of the current dictation (final parts and the interim tail) into one text. */
export const transcriptOf = (event: SpeechRecognitionEventLike): { text: string; final: boolean } => {
  let text = ""
  let final = true
  for (let index = 0; index < event.results.length; index += 1) {
    const result = event.results[index]
    if (result === undefined) continue
    text += result[0]?.transcript ?? ""
    if (!result.isFinal) final = false
  }
  return { text: text.replace(/\s+/g, " ").trim(), final }
}

export type VoiceSupport =
  | { readonly supported: true }
  | { readonly supported: false; readonly reason: "insecure" | "ios-safari" | "no-api" }

type Environment = {
  readonly protocol: string
  readonly hostname: string
  readonly userAgent: string
  readonly platform: string
  readonly maxTouchPoints: number
  readonly hasApi: boolean
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"])

/** iPhone, iPad (also the iPadOS "desktop" Safari, which says MacIntel with a touch screen), iPod. */
export const isIosSafari = (env: Pick<Environment, "userAgent" | "platform" | "maxTouchPoints">): boolean => {
  const ios =
    /iPad|iPhone|iPod/.test(env.userAgent) || (env.platform === "MacIntel" && env.maxTouchPoints > 1)
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS/.test(env.userAgent)
  return ios && /Safari/.test(env.userAgent) && !otherBrowser
}

/** SPEC §8: no dictation on non-HTTPS pages (localhost excepted) nor on iOS Safari. */
export const voiceSupport = (env: Environment): VoiceSupport => {
  if (env.protocol !== "https:" && !LOCAL_HOSTS.has(env.hostname))
    return { supported: false, reason: "insecure" }
  if (isIosSafari(env)) return { supported: false, reason: "ios-safari" }
  if (!env.hasApi) return { supported: false, reason: "no-api" }
  return { supported: true }
}

export const currentVoiceSupport = (): VoiceSupport =>
  voiceSupport({
    protocol: window.location.protocol,
    hostname: window.location.hostname,
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
    hasApi: getSpeechRecognition(window) !== null,
  })

const GENERIC_DICTATION_ERROR = "Qualcosa non ha funzionato con la dettatura vocale. Riprova tra poco."

/** SPEC §8: one warm Italian toast per recognition error; null for a stop the user asked for. */
export const speechErrorMessage = (error: string, generic = GENERIC_DICTATION_ERROR): string | null => {
  switch (error) {
    case "aborted":
      return null
    case "no-speech":
      return "Non ho sentito nulla. Riprova parlando vicino al microfono."
    case "audio-capture":
      return "Nessun microfono trovato. Controlla che sia collegato e riprova."
    case "not-allowed":
      return "Permesso del microfono negato. Puoi consentirlo dalle impostazioni del browser e riprovare."
    case "network":
      return "Errore di rete durante il riconoscimento vocale. Controlla la connessione e riprova."
    case "service-not-allowed":
      return "Il servizio di riconoscimento vocale non è disponibile in questo browser. Puoi scrivere il tuo messaggio."
    case "language-not-supported":
      return "Il riconoscimento vocale di questo browser non supporta l'italiano. Puoi scrivere il tuo messaggio."
    default:
      return generic
  }
}
