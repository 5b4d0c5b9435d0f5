import { Effect } from "effect"
import type { CreatedCheckout } from "../../adapters/payments/payments-provider.ts"
import { checkoutDecider } from "../../domain/checkout/checkout-decider.ts"
import type { CheckoutState } from "../../domain/checkout/checkout-state.ts"
import type { PackageType } from "../../domain/checkout/package-catalogue.ts"
import { paymentStatus } from "../../domain/checkout/payment-status.ts"
import { foldEvents } from "../../domain/shared/decider.ts"
import { sessionInfo } from "../../domain/wallet/session-info.ts"
import { walletDecider } from "../../domain/wallet/wallet-decider.ts"
import { WalletEvent } from "../../domain/wallet/wallet-events.ts"
import { expectedOf, handleCommand } from "../../eventstore/command-handler.ts"
import { decodeEvents, toNewEvent } from "../../eventstore/event-codec.ts"
import { EventStore } from "../../eventstore/event-store.ts"
import { checkoutStateOf } from "./payment-commands.ts"
import { checkoutStream, walletStream } from "../../domain/shared/stream-ids.ts"
import { now } from "../../eventstore/clock.ts"

const decodeWallet = decodeEvents(WalletEvent)

/** True while the user's current subscription period runs (a second one would replace its sessions). */
export const hasActiveSubscription = (userId: string) =>
  Effect.gen(function* () {
    const events = yield* (yield* EventStore).readStream(walletStream(userId))
    return sessionInfo(foldEvents(walletDecider, decodeWallet(events)), yield* now).has_active_subscription
  })

/** Records the provider's new checkout session in `checkout-{sessionId}`, with the price from the catalogue. */
export const recordCheckoutStarted = (userId: string, packageType: PackageType, created: CreatedCheckout) =>
  Effect.gen(function* () {
    const at = yield* now
    const checkoutId = created.sessionId
    yield* handleCommand([checkoutStream(checkoutId)], (loaded) =>
      Effect.map(
        Effect.fromResult(
          checkoutDecider.decide(
            { _tag: "StartCheckout", checkoutId, userId, packageType, now: at },
            checkoutStateOf(loaded, checkoutId),
          ),
        ),
        (events) => ({
          appends: [
            {
              streamId: checkoutStream(checkoutId),
              expected: expectedOf(loaded.get(checkoutStream(checkoutId))),
              events: events.map((e) => toNewEvent(e)),
            },
          ],
          value: undefined,
        }),
      ),
    )
  })

/** The provider says the session expired: record it (a paid checkout never expires; twice changes nothing). */
export const recordCheckoutExpired = (checkoutId: string) =>
  Effect.gen(function* () {
    const at = yield* now
    yield* handleCommand([checkoutStream(checkoutId)], (loaded) =>
      Effect.map(
        Effect.fromResult(
          checkoutDecider.decide(
            { _tag: "ExpireCheckout", checkoutId, now: at },
            checkoutStateOf(loaded, checkoutId),
          ),
        ),
        (events) => ({
          appends: [
            {
              streamId: checkoutStream(checkoutId),
              expected: expectedOf(loaded.get(checkoutStream(checkoutId))),
              events: events.map((e) => toNewEvent(e)),
            },
          ],
          value: undefined,
        }),
      ),
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
