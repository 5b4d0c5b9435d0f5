import { errorMessage, isApiError } from "../../../lib/api-client.ts"
import { notify } from "../../../lib/notify.ts"

export const SEND_ERROR = "Errore nell'invio del messaggio"
export const SESSION_ENDED_ERROR = "⏰ La sessione è terminata. I 30 minuti sono scaduti."
export const ENCRYPT_ERROR = "Errore nella crittografia del messaggio"
const SIGNED_OUT = "Sessione scaduta. Effettua di nuovo il login."

export type SendFailureActions = {
  /** The token was refused: the session and every cached answer go (the route guard then shows /login). */
  readonly signOut: () => void
  /** The session cannot take messages: the screen shows it ended, with the server's words. */
  readonly sessionRefused: (detail: string) => void
}

/**
 * A message the server did not take (refused or unreachable before any reply): what the person is told and
 * what the screen does. Every failed send comes through here, so a new condition is one more branch.
 */
export const handleSendFailure = (error: unknown, actions: SendFailureActions): void => {
  if (isApiError(error, 401)) {
    actions.signOut()
    notify.error(SIGNED_OUT, { long: true })
  } else if (isApiError(error, 403)) {
    const detail = errorMessage(error, SESSION_ENDED_ERROR)
    notify.error(detail, { long: true })
    actions.sessionRefused(detail)
  } else if (isApiError(error, 503)) {
    notify.error(errorMessage(error, SEND_ERROR), { long: true })
  } else {
    // SPEC §8: the server's detail (a validation message, say) is preferred over the fallback.
    notify.error(errorMessage(error, SEND_ERROR))
  }
}
