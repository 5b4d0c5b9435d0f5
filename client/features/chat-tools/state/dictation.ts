/*
 * Voice dictation rules (SPEC §4, §8, §9): a final text ending in . ? or ! and longer than 10 characters is sent
 * by itself after 1 second. The recognition itself is shared: lib/speech/recognition.ts.
 */
export const AUTO_SEND_DELAY_MS = 1_000
const AUTO_SEND_MIN_LENGTH = 10

/** True when a dictated text should be sent without pressing "Invia". */
export const shouldAutoSend = (text: string): boolean => {
  const trimmed = text.trim()
  return trimmed.length > AUTO_SEND_MIN_LENGTH && /[.?!]$/.test(trimmed)
}

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
