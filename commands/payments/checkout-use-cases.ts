import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import { type CreatedCheckout, PaymentsProvider } from "../../adapters/payments/payments-provider.ts"
import { checkoutDecider } from "../../domain/checkout/checkout-decider.ts"
import type { CheckoutState } from "../../domain/checkout/checkout-state.ts"
import type { PackageType } from "../../domain/checkout/package-catalogue.ts"
import { paymentStatus } from "../../domain/checkout/payment-status.ts"
import { sessionInfo } from "../../domain/wallet/session-info.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { checkouts, wallets } from "../aggregates.ts"

/** True while the user's current subscription period runs (a second one would replace its sessions). */
export const hasActiveSubscription = Effect.fn("Commands.hasActiveSubscription")(function* (userId: string) {
  const { state } = yield* wallets.read(userId)
  return sessionInfo(state, yield* currentInstant).has_active_subscription
})

/** Records the provider's new checkout session in `checkout-{sessionId}`, with the price from the catalogue. */
export const recordCheckoutStarted = Effect.fn("Commands.recordCheckoutStarted")(function* (
  userId: string,
  packageType: PackageType,
  created: CreatedCheckout,
) {
  const at = yield* currentInstant
  const checkoutId = created.sessionId
  yield* checkouts.decideOn(checkoutId, (state) =>
    checkoutDecider.decide({ _tag: "StartCheckout", checkoutId, userId, packageType, now: at }, state),
  )
})

export interface CheckoutRequest {
  readonly userId: string
  readonly email: string
  readonly packageType: PackageType
  readonly successUrl: string
  readonly cancelUrl: string
}

/** Opens a checkout at the provider and records it as started; answers the provider's session (its page URL). */
export const startCheckout = Effect.fn("Commands.startCheckout")(function* (request: CheckoutRequest) {
  const created = yield* (yield* PaymentsProvider).createCheckout({ checkoutId: randomUUID(), ...request })
  yield* recordCheckoutStarted(request.userId, request.packageType, created).pipe(
    // The id was fresh: only this purchase's own webhook can have started it first.
    Effect.catchTag("CheckoutAlreadyStarted", () => Effect.void),
  )
  return created
})

/** The provider says the session expired: record it (a paid checkout never expires; twice changes nothing). */
export const recordCheckoutExpired = Effect.fn("Commands.recordCheckoutExpired")(function* (
  checkoutId: string,
) {
  const at = yield* currentInstant
  yield* checkouts.decideOn(checkoutId, (state) =>
    checkoutDecider.decide({ _tag: "ExpireCheckout", checkoutId, now: at }, state),
  )
})

/** The status DTO: amounts in euros (9.99), currency lower-case as stored ("eur"). */
export const checkoutStatusDto = (checkoutId: string, state: CheckoutState) => {
  if (state.status === "none") return undefined
  const status = paymentStatus(state)
  if (status === null) return undefined
  return {
    session_id: checkoutId,
    payment_status: status.payment_status,
    amount: Math.round(status.amount_cents) / 100,
    currency: status.currency,
    package_type: state.package,
  }
}

export const isPackageType = (value: string): value is PackageType =>
  value === "single_session" || value === "monthly_subscription"
