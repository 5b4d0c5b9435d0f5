import { Effect } from "effect"
import type { ParsedEvent } from "../../adapters/payments/payments-provider.ts"
import {
  cancelFromProvider,
  confirmCheckoutPayment,
  type PaymentOutcome,
  renewFromInvoice,
} from "./payment-use-cases.ts"

/** A webhook the domain refused (amount mismatch, expired checkout...) needs an operator: log it loudly. */
const logOutcome = (event: ParsedEvent, outcome: PaymentOutcome) =>
  outcome._tag === "Refused"
    ? Effect.logError(`Payment webhook refused: ${outcome.error._tag}`).pipe(
        Effect.annotateLogs({ providerEventId: event.eventId, kind: event._tag }),
      )
    : Effect.logDebug(`Payment webhook ${event._tag}: ${outcome._tag}`)

const reactTo = (event: ParsedEvent) => {
  switch (event._tag) {
    case "checkout_completed":
      return confirmCheckoutPayment({
        session: event.session,
        source: "webhook",
        providerEventId: event.eventId,
      })
    case "invoice_paid":
      return renewFromInvoice(event)
    case "subscription_cancelled":
      return cancelFromProvider(event.subscriptionId, event.eventId)
    case "ignored":
      return Effect.succeed<PaymentOutcome>({ _tag: "Ignored", reason: event.type })
    default: {
      const unhandled: never = event
      return unhandled
    }
  }
}

/** A verified provider event (webhook): credits, renews or cancels, once per event, and logs the outcome. */
export const applyProviderEvent = Effect.fn("Commands.applyProviderEvent")(function* (event: ParsedEvent) {
  const outcome = yield* reactTo(event)
  yield* logOutcome(event, outcome)
  return outcome
})
