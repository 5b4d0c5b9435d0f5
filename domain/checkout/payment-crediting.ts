import { Result } from "effect"
import { SUBSCRIPTION_PERIOD_DAYS } from "../shared/constants.ts"
import { addDays } from "../shared/instant.ts"
import { decideWallet } from "../wallet/wallet-decider.ts"
import type { WalletEvent } from "../wallet/wallet-events.ts"
import type { WalletState } from "../wallet/wallet-state.ts"
import type { ConfirmPayment } from "./checkout-commands.ts"
import { decideCheckout } from "./checkout-decider.ts"
import type { CheckoutError } from "./checkout-errors.ts"
import type { CheckoutEvent } from "./checkout-events.ts"
import { evolveCheckout, type CheckoutState } from "./checkout-state.ts"
import { PACKAGES } from "./package-catalogue.ts"

/** Appended together: `checkout` to `checkout-{checkoutId}`, `wallet` to `wallet-{checkout's userId}`. */
export interface PaymentDecision {
  readonly checkout: ReadonlyArray<CheckoutEvent>
  readonly wallet: ReadonlyArray<WalletEvent>
}

/**
 * Confirms the payment and credits the wallet of the checkout's user, exactly once per checkout, whichever
 * of webhook, status check or reconciliation arrives first. A subscription's first period starts now.
 */
export const confirmAndCredit = (
  command: Omit<ConfirmPayment, "_tag">,
  checkout: CheckoutState,
  wallet: WalletState,
): Result.Result<PaymentDecision, CheckoutError> => {
  const confirmed = decideCheckout({ ...command, _tag: "ConfirmPayment" }, checkout)
  if (Result.isFailure(confirmed)) return Result.fail(confirmed.failure)
  const paid = confirmed.success.reduce(evolveCheckout, checkout)
  if (paid.status !== "paid") return Result.succeed({ checkout: confirmed.success, wallet: [] })
  const { checkoutId, userId } = paid
  const { now } = command
  const credited =
    paid.package === "monthly_subscription"
      ? decideWallet(
          {
            _tag: "ActivateSubscription",
            userId,
            checkoutId,
            subscriptionId: command.subscriptionId ?? checkoutId,
            periodStart: now,
            expiresAt: addDays(now, SUBSCRIPTION_PERIOD_DAYS),
            now,
          },
          wallet,
        )
      : decideWallet(
          { _tag: "AddPurchasedCredits", userId, checkoutId, credits: PACKAGES[paid.package].sessions, now },
          wallet,
        )
  // Crediting a payment cannot be refused; a refusal would be a bug, so credit nothing rather than throw.
  const walletEvents = Result.isSuccess(credited) ? credited.success : []
  return Result.succeed({ checkout: confirmed.success, wallet: walletEvents })
}
