import type { CheckoutError } from "./checkout-errors.ts"

export const checkoutErrorMessage = (error: CheckoutError): string => {
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
