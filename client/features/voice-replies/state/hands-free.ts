import { spokenPhone } from "./speech-text.ts"

/*
 * The rules of the hands-free "Conversazione a voce" (issue 29), pure: when a spoken turn is ready to send, what
 * is an echo of Cogi's own voice rather than the person speaking, and what is said when the crisis panel rises.
 */

/** in ascolto → (a natural pause) → sto pensando → sto parlando → in ascolto … */
export type Stage = "off" | "listening" | "thinking" | "speaking"

export const STAGE_TEXT: Record<Exclude<Stage, "off">, string> = {
  listening: "In ascolto",
  thinking: "Sto pensando",
  speaking: "Sto parlando",
}

/** A natural pause: this long after the browser settled the words, the turn is sent. */
export const PAUSE_MS = 1_200

/** Listening this long without hearing a word, the conversation stops (the microphone is not left open). */
export const SILENCE_LIMIT_MS = 120_000

/** Something to send: at least one letter or digit (a cough recognised as "." is not a turn). */
export const hasWords = (text: string) => /[\p{L}\d]/u.test(text)

const words = (text: string) =>
  text
    .toLocaleLowerCase("it-IT")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .split(/[^\p{L}\d]+/u)
    .filter((word) => word !== "")

/**
 * True when what the microphone heard is only Cogi's own voice coming back (the words, in order, of what it is
 * reading): that is not the person speaking, and must not stop the reading. Anything else is a barge-in.
 */
export const isEcho = (heard: string, spoken: ReadonlyArray<string>): boolean => {
  const said = words(heard)
  if (said.length === 0) return true
  const reading = words(spoken.join(" "))
  for (let start = 0; start + said.length <= reading.length; start += 1) {
    if (said.every((word, index) => reading[start + index] === word)) return true
  }
  return false
}

type Resource = { readonly name: string; readonly phone: string }
type CardWords = {
  readonly title: string
  readonly message: string
  readonly resources: ReadonlyArray<Resource>
}
type Contact = { readonly name: string; readonly phone: string }

/** Until the server's card arrives (or if it cannot), the one number everyone knows, as on the panel. */
export const FALLBACK_CARD: CardWords = {
  title: "Non devi affrontarlo in solitudine",
  message: "Se sei in pericolo chiama subito il 112: risponde sempre.",
  resources: [{ name: "Numero unico di emergenza", phone: "112" }],
}

const WHERE = "I numeri sono qui sullo schermo, sopra il campo del messaggio: puoi toccarli per chiamare."

/**
 * The crisis panel, read in a calm voice: the first time in full (its title, its words, every number digit by
 * digit, the person the user named), afterwards a short reminder that the numbers are on the screen.
 */
export const crisisSpeech = (card: CardWords, contact: Contact | null, full: boolean): string => {
  if (!full) return `${card.title}. ${WHERE} Se sei in pericolo chiama il 112.`
  const numbers = card.resources.map((resource) => `${resource.name}: ${spokenPhone(resource.phone)}.`)
  const person =
    contact === null ? [] : [`Puoi chiamare anche ${contact.name}: ${spokenPhone(contact.phone)}.`]
  return [`${card.title}.`, card.message, ...numbers, ...person, WHERE].join("\n")
}

export const REPLY_FAILED_SPEECH =
  "La risposta non è arrivata. Puoi ripetere quello che hai detto, oppure usare Riprova sullo schermo."

export const NOT_SENT_SPEECH =
  "Il messaggio non è partito: lo trovi sullo schermo, nel campo del messaggio. La conversazione a voce si ferma qui."

export const SESSION_OVER_SPEECH =
  "La sessione è conclusa: la conversazione a voce si ferma qui. Trovi tutto sullo schermo."

export const SILENCE_SPEECH =
  "Non ti sento da un po': fermo la conversazione a voce. Quando vuoi, puoi riprenderla o scrivere."
