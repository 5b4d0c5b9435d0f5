import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { foldEvents } from "../shared/decider.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { freeGranted, subscriptionActivated, userId } from "../../test/support/domain/wallet-fixtures.ts"
import { sessionInfo } from "./session-info.ts"
import { subscriptionToManage } from "./subscription-management.ts"
import { walletDecider } from "./wallet-decider.ts"
import type { WalletEvent } from "./wallet-events.ts"

const stateAfter = (events: ReadonlyArray<WalletEvent>) => foldEvents(walletDecider, events)
const cancelled = (subscriptionId: string): WalletEvent => ({
  _tag: "SubscriptionCancelled",
  schemaVersion: 1,
  userId,
  subscriptionId,
  at: at("10:00"),
})

describe("the subscription to manage", () => {
  it("given a running subscription, then it is the one to manage, renewing", () => {
    const state = stateAfter([freeGranted, subscriptionActivated()])
    const managed = subscriptionToManage(state, at("09:00"))
    expect(Result.isSuccess(managed) && managed.success.expiresAt).toBe(at("2026-12-21T08:00"))
    expect(sessionInfo(state, at("09:00")).subscription_cancelled).toBe(false)
  })

  it("given it cancelled at the period's end, then it may still be managed, and it says it will not renew", () => {
    const state = stateAfter([subscriptionActivated(), cancelled("sub_1")])
    expect(Result.isSuccess(subscriptionToManage(state, at("11:00")))).toBe(true)
    expect(sessionInfo(state, at("11:00"))).toMatchObject({
      has_active_subscription: true,
      subscription_cancelled: true,
      subscription_sessions_remaining: 8,
    })
  })

  it("given the period over, then there is nothing to manage", () => {
    const managed = subscriptionToManage(stateAfter([subscriptionActivated()]), at("2026-12-21T08:00"))
    expect(Result.isFailure(managed) && managed.failure._tag).toBe("NoActiveSubscription")
  })

  it("given no subscription ever, then there is nothing to manage", () => {
    const managed = subscriptionToManage(stateAfter([freeGranted]), at("09:00"))
    expect(Result.isFailure(managed) && managed.failure._tag).toBe("NoActiveSubscription")
    expect(sessionInfo(stateAfter([freeGranted]), at("09:00")).subscription_cancelled).toBe(false)
  })
})
