import { Result } from "effect"
import type { Decider } from "../shared/decider.ts"
import type * as C from "./checkout-commands.ts"
import * as E from "./checkout-errors.ts"
import type { CheckoutEvent } from "./checkout-events.ts"
import {
  evolveCheckout,
  initialCheckoutState,
  type CheckoutState,
  type StartedCheckout,
} from "./checkout-state.ts"
import { PACKAGES } from "./package-catalogue.ts"

type Decision = Result.Result<ReadonlyArray<CheckoutEvent>, E.CheckoutError>
const events = (...list: ReadonlyArray<CheckoutEvent>): Decision => Result.succeed(list)
const nothing: Decision = Result.succeed([])

/** The price comes from the package catalogue, never from the request. */
export const startCheckout = (command: C.StartCheckout, state: CheckoutState): Decision => {
  if (state.status !== "none")
    return Result.fail(new E.CheckoutAlreadyStarted({ checkoutId: command.checkoutId }))
  const { checkoutId, userId, packageType, now } = command
  const { amountCents, currency } = PACKAGES[packageType]
  return events({
    _tag: "CheckoutStarted",
    schemaVersion: 1,
    checkoutId,
    userId,
    package: packageType,
    amountCents,
    currency,
    at: now,
  })
}

/** Confirmed once: a second confirmation (webhook after status check, reconciliation…) changes nothing. */
export const confirmPayment = (command: C.ConfirmPayment, checkout: StartedCheckout): Decision => {
  if (checkout.status === "paid") return nothing
  if (checkout.status === "expired")
    return Result.fail(new E.CheckoutAlreadyExpired({ checkoutId: checkout.checkoutId }))
  const currency = command.currency.toLowerCase()
  if (command.amountCents !== checkout.amountCents || currency !== checkout.currency) {
    return Result.fail(
      new E.PaymentAmountMismatch({
        checkoutId: checkout.checkoutId,
        expectedCents: checkout.amountCents,
        actualCents: command.amountCents,
        expectedCurrency: checkout.currency,
        actualCurrency: currency,
      }),
    )
  }
  if (checkout.package === "monthly_subscription" && command.subscriptionId === null) {
    return Result.fail(new E.PaymentSubscriptionMissing({ checkoutId: checkout.checkoutId }))
  }
  const { amountCents, providerEventId, source, subscriptionId, now } = command
  return events({
    _tag: "PaymentConfirmed",
    schemaVersion: 1,
    checkoutId: checkout.checkoutId,
    amountCents,
    currency,
    providerEventId,
    source,
    subscriptionId,
    at: now,
  })
}

/** A paid checkout never expires; expiring twice changes nothing. */
export const expireCheckout = (command: C.ExpireCheckout, checkout: StartedCheckout): Decision =>
  checkout.status === "open"
    ? events({ _tag: "CheckoutExpired", schemaVersion: 1, checkoutId: checkout.checkoutId, at: command.now })
    : nothing

export const decideCheckout = (command: C.CheckoutCommand, state: CheckoutState): Decision => {
  if (command._tag === "StartCheckout") return startCheckout(command, state)
  if (state.status === "none") return Result.fail(new E.CheckoutNotFound({ checkoutId: command.checkoutId }))
  switch (command._tag) {
    case "ConfirmPayment":
      return confirmPayment(command, state)
    case "ExpireCheckout":
      return expireCheckout(command, state)
    default: {
      const unhandled: never = command
      return unhandled
    }
  }
}

export const checkoutDecider: Decider<C.CheckoutCommand, CheckoutEvent, CheckoutState, E.CheckoutError> = {
  initialState: initialCheckoutState,
  evolve: evolveCheckout,
  decide: decideCheckout,
}
