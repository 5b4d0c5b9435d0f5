import { Schema } from "effect"

/** The provider failed or answered something we cannot use. `reason` is for operators and holds no secrets. */
export class PaymentProviderError extends Schema.TaggedError<PaymentProviderError>()("PaymentProviderError", {
  operation: Schema.Literals([
    "createCheckout",
    "getCheckout",
    "listRecentCheckouts",
    "completeLocalCheckout",
    "createPortal",
    "cancelInPortal",
  ]),
  reason: Schema.String,
}) {
  /** What a user may be told (SPEC §8 wording). */
  get detail(): string {
    switch (this.operation) {
      case "createCheckout":
        return "Errore nella creazione del pagamento. Riprova."
      case "getCheckout":
        return "Errore nella verifica del pagamento"
      case "createPortal":
        return "Non è stato possibile aprire la gestione dell'abbonamento. Riprova tra qualche minuto."
      case "cancelInPortal":
        return "Non è stato possibile annullare il rinnovo. Riprova tra qualche minuto."
      case "listRecentCheckouts":
      case "completeLocalCheckout":
        return "Il servizio di pagamento non è raggiungibile. Riprova tra qualche minuto."
    }
  }
}

/** No checkout session with this id (or not one of ours). */
export class CheckoutNotFound extends Schema.TaggedError<CheckoutNotFound>()("CheckoutNotFound", {
  sessionId: Schema.String,
}) {
  get detail(): string {
    return "Sessione di pagamento non trovata."
  }
}

/** A webhook whose signature, timestamp or body does not check out; answer 400 and do nothing. */
export class InvalidSignature extends Schema.TaggedError<InvalidSignature>()("InvalidSignature", {
  reason: Schema.String,
}) {}
