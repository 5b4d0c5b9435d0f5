import { PERMANENT_UNLIMITED_EXPIRES_AT } from "../shared/constants.ts"
import { isBefore, type Instant } from "../shared/instant.ts"
import { activeSubscriptionSessions, hasUnlimitedAccess } from "./credit-reservation.ts"
import type { WalletState } from "./wallet-state.ts"

/** SPEC §3 session info, plus purchased/code credits as their own line (DESIGN §2). */
export interface SessionInfo {
  readonly free_sessions_remaining: number
  /** Only the current, unexpired subscription period's sessions (of 8). */
  readonly subscription_sessions_remaining: number
  readonly purchased_sessions_remaining: number
  /** free + subscription + purchased/code. */
  readonly total_sessions_available: number
  readonly has_active_subscription: boolean
  readonly subscription_expires_at: Instant | null
  /** The running subscription will not renew (cancelled at the period's end); false when none runs. */
  readonly subscription_cancelled: boolean
  readonly has_unlimited_sessions: boolean
  /** Permanent access shows as PERMANENT_UNLIMITED_EXPIRES_AT, so the card's "expiry present" rule holds. */
  readonly unlimited_expires_at: Instant | null
  /** No free sessions were given: the address had them with an earlier account (they come once per address). */
  readonly free_sessions_already_used: boolean
}

export const sessionInfo = (state: WalletState, now: Instant): SessionInfo => {
  const subscription = state.subscription
  const hasActiveSubscription = subscription !== null && isBefore(now, subscription.expiresAt)
  const subscriptionRemaining = activeSubscriptionSessions(state, now)
  const unlimited = hasUnlimitedAccess(state, now)
  return {
    free_sessions_remaining: state.freeRemaining,
    subscription_sessions_remaining: subscriptionRemaining,
    purchased_sessions_remaining: state.purchasedRemaining,
    total_sessions_available: state.freeRemaining + subscriptionRemaining + state.purchasedRemaining,
    has_active_subscription: hasActiveSubscription,
    subscription_expires_at: hasActiveSubscription ? subscription.expiresAt : null,
    subscription_cancelled: hasActiveSubscription && subscription.cancelled,
    has_unlimited_sessions: unlimited,
    unlimited_expires_at: unlimited ? (state.unlimited?.until ?? PERMANENT_UNLIMITED_EXPIRES_AT) : null,
    free_sessions_already_used: state.freeAlreadyUsed,
  }
}
