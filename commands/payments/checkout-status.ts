import { Effect } from "effect"
import { PaymentsProvider } from "../../adapters/payments/payments-provider.ts"
import { confirmCheckoutPayment, loadCheckout } from "./payment-use-cases.ts"
import { recordCheckoutExpired } from "./checkout-use-cases.ts"

/**
 * The user's checkout, brought up to date: an open one is asked of the provider, and a payment the webhook has
 * not delivered yet is credited now (an expiry recorded). Undefined for a missing checkout or another user's.
 */
export const refreshCheckout = Effect.fn("Commands.refreshCheckout")(function* (
  userId: string,
  checkoutId: string,
) {
  const provider = yield* PaymentsProvider
  const state = yield* loadCheckout(checkoutId)
  // Another user's checkout is answered exactly like a missing one.
  if (state.status === "none" || state.userId !== userId) return undefined
  if (state.status !== "open") return state
  const session = yield* provider.getCheckout(checkoutId).pipe(
    Effect.tapError((error) => Effect.logWarning(`Checkout status from the provider failed: ${error._tag}`)),
    Effect.option,
  )
  if (session._tag === "Some" && session.value.paymentStatus === "paid") {
    const outcome = yield* confirmCheckoutPayment({
      session: session.value,
      source: "status",
      providerEventId: null,
    })
    if (outcome._tag === "Refused")
      yield* Effect.logError(`Payment status check refused: ${outcome.error._tag}`)
    return yield* loadCheckout(checkoutId)
  }
  if (session._tag === "Some" && session.value.status === "expired") {
    yield* recordCheckoutExpired(checkoutId).pipe(
      Effect.catch((error) => Effect.logWarning(`Expiry not recorded: ${error._tag}`)),
    )
    return yield* loadCheckout(checkoutId)
  }
  return state
})
