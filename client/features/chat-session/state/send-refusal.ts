import {
  errorMessage,
  hasErrorCode,
  isApiError,
  isUnreachable,
  unreachableText,
} from "../../../lib/api-client.ts"

/** A message the server did not take, for no reason it named: what happened and what to do (issue 28). */
export const SEND_ERROR =
  "Il messaggio non è partito per un errore del server. È rimasto nella casella: riprova tra poco."
export const SESSION_ENDED_ERROR = "⏰ La sessione è terminata. I 30 minuti sono scaduti."
export const VERIFY_FIRST_ERROR =
  "Prima di iniziare la tua prima sessione conferma il tuo indirizzo email: ti abbiamo inviato un link."
export const NO_CREDITS_ERROR =
  "Non hai sessioni disponibili. Acquista una sessione o riscatta un codice sconto per iniziare."

/**
 * Why the server refused a message, read from the condition code of the error body (contract/errors.ts), not
 * from the HTTP class: a 403 can mean the session ended, that no credit is left, or that the address is not
 * verified yet, and each asks for a different answer on screen.
 */
export type SendRefusal =
  | { readonly kind: "signed-out" }
  /** SPEC §4: the 30 minutes are over; the ended banner offers "Nuova Sessione". */
  | { readonly kind: "session-ended"; readonly detail: string }
  /** The address is not verified yet: the first ordinary message waits for it (a crisis one is answered). */
  | { readonly kind: "not-verified"; readonly detail: string }
  /** No session left to start: the user is offered credits, and the session is not ended. */
  | { readonly kind: "no-credits"; readonly detail: string }
  /** The assistant is unavailable (503): a longer toast, the message stays in the input. */
  | { readonly kind: "unavailable"; readonly detail: string }
  /** Anything else (a validation message, say): the server's detail is preferred over the fallback. */
  | { readonly kind: "rejected"; readonly detail: string; readonly long: boolean }

export const sendRefusalOf = (error: unknown): SendRefusal => {
  if (isApiError(error, 401)) return { kind: "signed-out" }
  if (hasErrorCode(error, "SESSION_ENDED"))
    return { kind: "session-ended", detail: errorMessage(error, SESSION_ENDED_ERROR) }
  if (hasErrorCode(error, "EMAIL_NOT_VERIFIED"))
    return { kind: "not-verified", detail: errorMessage(error, VERIFY_FIRST_ERROR) }
  if (hasErrorCode(error, "NO_CREDITS_AVAILABLE"))
    return { kind: "no-credits", detail: errorMessage(error, NO_CREDITS_ERROR) }
  if (isApiError(error, 503)) return { kind: "unavailable", detail: errorMessage(error, SEND_ERROR) }
  if (isUnreachable(error))
    return {
      kind: "rejected",
      detail: `Il messaggio non è partito ed è rimasto nella casella. ${unreachableText()}`,
      long: true,
    }
  return { kind: "rejected", detail: errorMessage(error, SEND_ERROR), long: isApiError(error, 403) }
}
