/*
 * Voice dictation rules (SPEC §4, §8, §9): Web Speech API, it-IT, interim results; a final text ending in
 * . ? or ! and longer than 10 characters is sent by itself after 1 second.
 */
export const VOICE_LANGUAGE = "it-IT"
export const AUTO_SEND_DELAY_MS = 1_000
const AUTO_SEND_MIN_LENGTH = 10

/** True when a dictated text should be sent without pressing "Invia". */
export const shouldAutoSend = (text: string): boolean => {
  const trimmed = text.trim()
  return trimmed.length > AUTO_SEND_MIN_LENGTH && /[.?!]$/.test(trimmed)
}

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
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike

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

export const UNSUPPORTED_MESSAGES: Record<"insecure" | "ios-safari" | "no-api", string> = {
  insecure:
    "La dettatura vocale funziona solo su una connessione sicura (HTTPS). Puoi comunque scrivere il tuo messaggio.",
  "ios-safari":
    "Su Safari per iPhone e iPad la dettatura vocale non è disponibile. Per usarla prova un altro browser, ad esempio Chrome o Edge su computer; intanto puoi scrivere qui.",
  "no-api":
    "Questo browser non supporta la dettatura vocale. Prova con Chrome o Edge, oppure scrivi il tuo messaggio.",
}

/** localStorage key: the iOS Safari hint is shown once per browser. */
export const IOS_HINT_STORAGE_KEY = "cogi.voice-ios-hint-shown"

/** SPEC §8: one warm Italian toast per recognition error; null for a stop the user asked for. */
export const speechErrorMessage = (error: string): string | null => {
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
      return "Qualcosa non ha funzionato con la dettatura vocale. Riprova tra poco."
  }
}
