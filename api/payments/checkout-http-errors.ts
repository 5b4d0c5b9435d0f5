import type { CheckoutError } from "../../domain/checkout/checkout-errors.ts"
import { conditionCode } from "../condition-code.ts"
import { Conflict } from "../../contract/errors.ts"

export const checkoutErrorText = (error: CheckoutError): string => {
  switch (error._tag) {
    case "CheckoutAlreadyStarted":
      return "Errore nella creazione del pagamento. Riprova."
    case "CheckoutNotFound":
      return "Errore nella verifica del pagamento"
    case "CheckoutAlreadyExpired":
      return "La sessione di pagamento è scaduta. Nessun addebito è stato effettuato."
    case "PaymentAmountMismatch":
    case "PaymentSubscriptionMissing":
      return "Errore nella verifica del pagamento"
    default: {
      const unhandled: never = error
      return unhandled
    }
  }
}

/** Every checkout refusal is a 409 with its code and the text above. */
export const checkoutHttpError = (error: CheckoutError): Conflict =>
  new Conflict({ code: conditionCode(error._tag), detail: checkoutErrorText(error) })
