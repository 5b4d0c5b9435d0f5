import { Effect } from "effect"
import { PaymentsProvider } from "../../adapters/payments/payments-provider.ts"
import { subscriptionToManage } from "../../domain/wallet/subscription-management.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { wallets } from "../aggregates.ts"

/**
 * "Gestisci l'abbonamento" (issue 28): the provider's page for the subscription still running (Stripe's customer
 * portal, or the local provider's page). What is changed there (a cancellation) comes back as a webhook and is
 * recorded by `applyProviderEvent`; nothing is recorded here.
 */
export const openSubscriptionPortal = Effect.fn("Commands.openSubscriptionPortal")(function* (
  userId: string,
  returnUrl: string,
) {
  const { state } = yield* wallets.read(userId)
  const subscription = yield* Effect.fromResult(subscriptionToManage(state, yield* currentInstant))
  return yield* (yield* PaymentsProvider).createPortal({
    userId,
    subscriptionId: subscription.subscriptionId,
    returnUrl,
    expiresAt: subscription.expiresAt,
    cancelled: subscription.cancelled,
  })
})
