import { notify } from "../../../lib/notify.ts"
import { sendRefusalOf } from "./send-refusal.ts"

export { SEND_ERROR, SESSION_ENDED_ERROR } from "./send-refusal.ts"
export const ENCRYPT_ERROR = "Errore nella crittografia del messaggio"
const SIGNED_OUT = "Sessione scaduta. Effettua di nuovo il login."

export type SendFailureActions = {
  /** The token was refused: the session and every cached answer go (the route guard then shows /login). */
  readonly signOut: () => void
  /** The session cannot take messages: the screen shows it ended, with the server's words. */
  readonly sessionRefused: (detail: string) => void
  /** No session is left to start: the person is offered credits (the session is not ended). */
  readonly noCredits: (detail: string) => void
  /** The address is not verified yet: the screen asks to confirm it, with a new link at hand. */
  readonly notVerified: (detail: string) => void
}

/**
 * A message the server did not take (refused or unreachable before any reply): what the person is told and
 * what the screen does, by the condition code of the refusal (`send-refusal.ts`). Every failed send comes
 * through here, so a new condition is one more branch.
 */
export const handleSendFailure = (error: unknown, actions: SendFailureActions): void => {
  const refusal = sendRefusalOf(error)
  switch (refusal.kind) {
    case "signed-out":
      actions.signOut()
      notify.error(SIGNED_OUT, { long: true })
      return
    case "session-ended":
      notify.error(refusal.detail, { long: true })
      actions.sessionRefused(refusal.detail)
      return
    case "no-credits":
      actions.noCredits(refusal.detail)
      return
    case "not-verified":
      actions.notVerified(refusal.detail)
      return
    case "unavailable":
      notify.error(refusal.detail, { long: true })
      return
    case "rejected":
      // SPEC §8: the server's detail (a validation message, say) is preferred over the fallback.
      notify.error(refusal.detail, { long: refusal.long })
  }
}
