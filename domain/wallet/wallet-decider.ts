import { Result } from "effect"
import { FREE_SESSIONS, SUBSCRIPTION_SESSIONS_PER_PERIOD } from "../shared/constants.ts"
import type { Decider } from "../shared/decider.ts"
import { addDays } from "../shared/instant.ts"
import { consumeCredit, hasUnlimitedAccess, releaseCredit, reserveCredit } from "./credit-reservation.ts"
import { lookupDiscountCode, normalizeDiscountCode } from "./discount-catalogue.ts"
import type * as C from "./wallet-commands.ts"
import * as E from "./wallet-errors.ts"
import type { CodeGrant, WalletEvent } from "./wallet-events.ts"
import { evolveWallet, initialWalletState, type WalletState } from "./wallet-state.ts"

type Decision = Result.Result<ReadonlyArray<WalletEvent>, E.WalletError>
const events = (...list: ReadonlyArray<WalletEvent>): Decision => Result.succeed(list)
const nothing: Decision = Result.succeed([])

export const grantFreeSessions = (command: C.GrantFreeSessions, state: WalletState): Decision =>
  state.freeGranted
    ? nothing
    : events({
        _tag: "FreeSessionsGranted",
        schemaVersion: 1,
        userId: command.userId,
        count: command.addressAlreadyGranted === true ? 0 : FREE_SESSIONS,
        at: command.now,
      })

/** Credited once per checkout, whichever of webhook, status check or reconciliation gets here first. */
export const addPurchasedCredits = (command: C.AddPurchasedCredits, state: WalletState): Decision => {
  if (state.creditedPayments.includes(command.checkoutId)) return nothing
  const { userId, checkoutId, credits, now } = command
  return events({ _tag: "CreditsPurchased", schemaVersion: 1, userId, checkoutId, credits, at: now })
}

export const activateSubscription = (command: C.ActivateSubscription, state: WalletState): Decision => {
  if (state.creditedPayments.includes(command.checkoutId)) return nothing
  const { userId, checkoutId, subscriptionId, periodStart, expiresAt, now } = command
  const sessions = SUBSCRIPTION_SESSIONS_PER_PERIOD
  return events({
    _tag: "SubscriptionActivated",
    schemaVersion: 1,
    userId,
    checkoutId,
    subscriptionId,
    sessions,
    periodStart,
    expiresAt,
    at: now,
  })
}

/**
 * Credited once per invoice. The provider also reports the first invoice of a new subscription: a renewal
 * for the period the activation already opened changes nothing.
 */
export const renewSubscription = (command: C.RenewSubscription, state: WalletState): Decision => {
  if (state.creditedPayments.includes(command.invoiceId)) return nothing
  const current = state.subscription
  if (current?.subscriptionId === command.subscriptionId && current.periodStart === command.periodStart)
    return nothing
  const { userId, subscriptionId, invoiceId, periodStart, expiresAt, now } = command
  const sessions = SUBSCRIPTION_SESSIONS_PER_PERIOD
  return events({
    _tag: "SubscriptionRenewed",
    schemaVersion: 1,
    userId,
    subscriptionId,
    invoiceId,
    sessions,
    periodStart,
    expiresAt,
    at: now,
  })
}

export const cancelSubscription = (command: C.CancelSubscription, state: WalletState): Decision => {
  const current = state.subscription
  if (current?.subscriptionId !== command.subscriptionId) {
    return Result.fail(new E.SubscriptionNotFound({ subscriptionId: command.subscriptionId }))
  }
  if (current.cancelled) return nothing
  const { userId, subscriptionId, now } = command
  return events({ _tag: "SubscriptionCancelled", schemaVersion: 1, userId, subscriptionId, at: now })
}

/** Unlimited codes extend from the later of now and the current end; permanent access stays permanent. */
export const redeemCode = (command: C.RedeemCode, state: WalletState): Decision => {
  if (command.code.trim() === "") return Result.fail(new E.DiscountCodeEmpty())
  const found = lookupDiscountCode(command.code)
  if (found === null)
    return Result.fail(new E.UnknownDiscountCode({ code: normalizeDiscountCode(command.code) }))
  if (state.redeemedCodes.includes(found.code))
    return Result.fail(new E.CodeAlreadyRedeemed({ code: found.code }))
  const { now, userId } = command
  const grant: CodeGrant =
    found.grant._tag === "Credits"
      ? { _tag: "Credits", credits: found.grant.credits }
      : { _tag: "Unlimited", until: unlimitedUntil(state, now, found.grant.days) }
  return events({ _tag: "CodeRedeemed", schemaVersion: 1, userId, code: found.code, grant, at: now })
}

const unlimitedUntil = (state: WalletState, now: string, days: number | null): string | null => {
  if (days === null) return null
  const current = state.unlimited
  if (current === null || !hasUnlimitedAccess(state, now)) return addDays(now, days)
  return current.until === null ? null : addDays(current.until, days)
}

export const decideWallet = (command: C.WalletCommand, state: WalletState): Decision => {
  switch (command._tag) {
    case "GrantFreeSessions":
      return grantFreeSessions(command, state)
    case "AddPurchasedCredits":
      return addPurchasedCredits(command, state)
    case "ActivateSubscription":
      return activateSubscription(command, state)
    case "RenewSubscription":
      return renewSubscription(command, state)
    case "CancelSubscription":
      return cancelSubscription(command, state)
    case "RedeemCode":
      return redeemCode(command, state)
    case "ReserveCredit":
      return reserveCredit(command, state)
    case "ConsumeCredit":
      return consumeCredit(command, state)
    case "ReleaseCredit":
      return releaseCredit(command, state)
    default: {
      const unhandled: never = command
      return unhandled
    }
  }
}

export const walletDecider: Decider<C.WalletCommand, WalletEvent, WalletState, E.WalletError> = {
  initialState: initialWalletState,
  evolve: evolveWallet,
  decide: decideWallet,
}
