import { randomUUID } from "node:crypto"
import { Effect, Option, type Redacted } from "effect"
import type { Db } from "../../eventstore/db.ts"
import { localPortalPath } from "./local-portal-page.ts"
import {
  findOpenPortal,
  insertPortal,
  type LocalPortalSession,
  markCancelled,
  unmarkCancelled,
} from "./local-portal-store.ts"
import { deliverWebhook, subscriptionCancelledEvent } from "./local-webhook.ts"
import { CheckoutNotFound, PaymentProviderError } from "./payment-errors.ts"
import type { CreatePortalInput } from "./payments-provider.ts"

export interface LocalPortalOptions {
  readonly publicUrl: string
  readonly webhookSecret: Redacted.Redacted<string>
  readonly withDb: <A, E>(effect: Effect.Effect<A, E, Db>) => Effect.Effect<A, E>
}

/**
 * The local provider's customer portal (issue 28): the app opens a page for one subscription; its "Annulla il
 * rinnovo" sends the app the signed `customer.subscription.updated` Stripe would send, so a cancellation is
 * recorded by the same webhook whichever provider runs.
 */
export const makeLocalPortal = ({ publicUrl, webhookSecret, withDb }: LocalPortalOptions) => {
  const createPortal = Effect.fn("PaymentsProvider.createPortal")(function* (input: CreatePortalInput) {
    const id = `bps_local_${randomUUID().replaceAll("-", "")}`
    yield* withDb(insertPortal({ id, ...input }))
    return { url: `${publicUrl}${localPortalPath(id)}` }
  })

  const loadPortal = Effect.fn("LocalCheckout.loadPortal")(function* (id: string) {
    const found = yield* withDb(findOpenPortal(id))
    if (Option.isNone(found)) return yield* new CheckoutNotFound({ sessionId: id })
    return found.value
  })

  /** Cancels at the period's end, once; then back to the app. A webhook the app did not take undoes it. */
  const cancelInPortal = Effect.fn("LocalCheckout.cancelInPortal")(function* (id: string) {
    const portal: LocalPortalSession = yield* loadPortal(id)
    if (!(yield* withDb(markCancelled(id)))) return { redirectUrl: portal.returnUrl }
    const payload = subscriptionCancelledEvent(
      portal,
      `evt_local_${randomUUID().replaceAll("-", "")}`,
      Math.floor(Date.now() / 1000),
    )
    const delivered = yield* deliverWebhook(`${publicUrl}/api/payments/webhook`, payload, webhookSecret)
    if (!delivered) {
      yield* withDb(unmarkCancelled(id))
      return yield* new PaymentProviderError({
        operation: "cancelInPortal",
        reason: "the app did not accept the cancellation webhook",
      })
    }
    return { redirectUrl: portal.returnUrl }
  })

  return { createPortal, loadPortal, cancelInPortal }
}
