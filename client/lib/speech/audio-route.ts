import {
  VOICE_LANGUAGE,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
} from "./recognition.ts"

/*
 * Where the person's voice goes (issue 29). Chromium can recognise speech on the device (`processLocally`,
 * `SpeechRecognition.available()` / `install()`); elsewhere, and until the Italian pack is installed, the browser
 * sends the audio to its provider's service. Cogi never receives audio: only the text the person sends.
 */

/**
 * - `on-device`: the Italian pack is installed; recognition runs with `processLocally` and the audio stays here.
 * - `downloadable`: the browser can recognise on the device once the pack is installed (or it is downloading).
 * - `provider`: the browser's provider processes the audio (no on-device API, or no Italian on the device).
 */
export type AudioRoute = "on-device" | "downloadable" | "provider"

const ON_DEVICE = { langs: [VOICE_LANGUAGE], processLocally: true } as const

/** Pure: what an answer of `available({processLocally: true})` means for the person's audio. */
export const routeFor = (availability: string | null): AudioRoute => {
  switch (availability) {
    case "available":
      return "on-device"
    case "downloadable":
    case "downloading":
      return "downloadable"
    default:
      return "provider"
  }
}

/** Asks the browser (never throws): without the on-device API the answer is `provider` at once. */
export const checkAudioRoute = async (Recognition: SpeechRecognitionConstructor): Promise<AudioRoute> => {
  if (typeof Recognition.available !== "function") return "provider"
  try {
    return routeFor(await Recognition.available(ON_DEVICE))
  } catch {
    return "provider"
  }
}

const known = new WeakMap<SpeechRecognitionConstructor, AudioRoute>()
const asked = new WeakMap<SpeechRecognitionConstructor, Promise<AudioRoute>>()

/** The route as far as this page knows it: at once without the on-device API, after the first answer with it. */
export const knownAudioRoute = (Recognition: SpeechRecognitionConstructor): AudioRoute | null =>
  typeof Recognition.available !== "function" ? "provider" : (known.get(Recognition) ?? null)

/** Asks the browser once per page (the answer is kept), so a press of the microphone can start at once. */
export const audioRouteOnce = (Recognition: SpeechRecognitionConstructor): Promise<AudioRoute> => {
  const pending = asked.get(Recognition)
  if (pending !== undefined) return pending
  const answer = checkAudioRoute(Recognition).then((route) => {
    known.set(Recognition, route)
    return route
  })
  asked.set(Recognition, answer)
  return answer
}

/** Installs the Italian pack for on-device recognition; false when the browser could not (never throws). */
export const installOnDevice = async (Recognition: SpeechRecognitionConstructor): Promise<boolean> => {
  if (typeof Recognition.install !== "function") return false
  try {
    const installed = (await Recognition.install(ON_DEVICE)) === true
    if (installed) {
      known.set(Recognition, "on-device")
      asked.set(Recognition, Promise.resolve("on-device"))
    }
    return installed
  } catch {
    return false
  }
}

/** A recognition about to start: on the device when the pack is here (the browser then fails rather than send). */
export const applyAudioRoute = (recognition: SpeechRecognitionLike, route: AudioRoute) => {
  if (route === "on-device") recognition.processLocally = true
}

/** localStorage key: the person read where the audio goes and chose to use the voice anyway (this device). */
export const PROVIDER_ACCEPTED_KEY = "cogi.voice-provider-accepted"

export const providerAccepted = (): boolean => {
  try {
    return localStorage.getItem(PROVIDER_ACCEPTED_KEY) === "1"
  } catch {
    return false
  }
}

export const acceptProvider = () => {
  try {
    localStorage.setItem(PROVIDER_ACCEPTED_KEY, "1")
  } catch {
    // storage blocked: the note shows again next time, which is honest and harmless
  }
}

/** What the person is told before the first use, where the audio would leave the device. */
export const PROVIDER_NOTE =
  "In questo browser la voce non viene riconosciuta sul tuo dispositivo: l'audio del microfono va al servizio " +
  "del fornitore del browser (per Chrome è Google, per Edge Microsoft), che lo trasforma in testo. A Cogi " +
  "arriva solo il testo, come se l'avessi scritto: l'audio non passa mai dai nostri server."

export const DOWNLOADABLE_NOTE =
  "Questo browser può riconoscere l'italiano direttamente sul tuo dispositivo, dopo aver scaricato la lingua: " +
  "così l'audio non lascia il dispositivo. Altrimenti l'audio va al servizio del fornitore del browser, che lo " +
  "trasforma in testo. In ogni caso a Cogi arriva solo il testo, mai l'audio."

export const ON_DEVICE_NOTE = "La voce viene riconosciuta sul tuo dispositivo: l'audio non lo lascia."

export const KEEP_TYPING_NOTE = "Se preferisci, puoi continuare a scrivere: funziona tutto allo stesso modo."
