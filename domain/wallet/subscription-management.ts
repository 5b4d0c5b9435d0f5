import { Result } from "effect"
import { isBefore, type Instant } from "../shared/instant.ts"
import { NoActiveSubscription } from "./wallet-errors.ts"
import type { SubscriptionPeriod, WalletState } from "./wallet-state.ts"

/**
 * The subscription a person may manage (its provider's portal: payment method, invoices, cancelling at the
 * period's end): the one whose period still runs, cancelled or not (a cancelled one may be looked at, or taken
 * up again at the provider). None running: nothing to manage.
 */
export const subscriptionToManage = (
  state: WalletState,
  now: Instant,
): Result.Result<SubscriptionPeriod, NoActiveSubscription> =>
  state.subscription !== null && isBefore(now, state.subscription.expiresAt)
    ? Result.succeed(state.subscription)
    : Result.fail(new NoActiveSubscription())
