import { describe, expect, it } from "vitest"
import { PERMANENT_UNLIMITED_EXPIRES_AT } from "../shared/constants.ts"
import { foldEvents } from "../shared/decider.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { sessionInfo } from "./session-info.ts"
import { walletDecider } from "./wallet-decider.ts"
import type { WalletEvent } from "./wallet-events.ts"
import {
  codeRedeemed,
  consumed,
  freeGranted,
  purchased,
  released,
  reserved,
  subscriptionActivated,
  usedFree,
} from "../../test/support/domain/wallet-fixtures.ts"

const infoAfter = (events: ReadonlyArray<WalletEvent>, now = at("09:00")) =>
  sessionInfo(foldEvents(walletDecider, events), now)

describe("sessionInfo", () => {
  it("shows nothing for an empty wallet", () =>
    expect(infoAfter([])).toEqual({
      free_sessions_remaining: 0,
      subscription_sessions_remaining: 0,
      purchased_sessions_remaining: 0,
      total_sessions_available: 0,
      has_active_subscription: false,
      subscription_expires_at: null,
      subscription_cancelled: false,
      has_unlimited_sessions: false,
      unlimited_expires_at: null,
      free_sessions_already_used: false,
    }))

  it("counts free, subscription and purchased credits into the total", () =>
    expect(
      infoAfter([
        freeGranted,
        ...usedFree(1),
        subscriptionActivated(),
        purchased("cs_1", 1),
        codeRedeemed("BOOST2", { _tag: "Credits", credits: 2 }),
      ]),
    ).toEqual({
      free_sessions_remaining: 2,
      subscription_sessions_remaining: 8,
      purchased_sessions_remaining: 3,
      total_sessions_available: 13,
      has_active_subscription: true,
      subscription_expires_at: at("2026-12-21T08:00"),
      subscription_cancelled: false,
      has_unlimited_sessions: false,
      unlimited_expires_at: null,
      free_sessions_already_used: false,
    }))

  it("counts a reserved session as used and a released one as available again", () => {
    expect(infoAfter([freeGranted, reserved("c1", "free")]).free_sessions_remaining).toBe(2)
    expect(
      infoAfter([freeGranted, reserved("c1", "free"), consumed("c1", "free")]).free_sessions_remaining,
    ).toBe(2)
    expect(
      infoAfter([freeGranted, reserved("c1", "free"), released("c1", "free")]).free_sessions_remaining,
    ).toBe(3)
  })

  it("drops the subscription's sessions when the period expires", () => {
    const info = infoAfter([subscriptionActivated()], at("2026-12-21T08:00"))
    expect(info.subscription_sessions_remaining).toBe(0)
    expect(info.has_active_subscription).toBe(false)
    expect(info.subscription_expires_at).toBeNull()
  })

  it("does not give back a subscription credit released after its period was renewed", () => {
    const renewed: WalletEvent = {
      _tag: "SubscriptionRenewed",
      schemaVersion: 1,
      userId: "user-1",
      subscriptionId: "sub_1",
      invoiceId: "in_2",
      sessions: 8,
      periodStart: at("2026-12-21T08:00"),
      expiresAt: at("2027-01-20T08:00"),
      at: at("2026-12-21T08:00"),
    }
    const events = [
      subscriptionActivated(),
      reserved("c1", "subscription"),
      renewed,
      released("c1", "subscription"),
    ]
    expect(infoAfter(events, at("2026-12-22T08:00")).subscription_sessions_remaining).toBe(8)
  })

  it("shows timed unlimited access with its end", () => {
    const info = infoAfter([codeRedeemed("GOLDEN7", { _tag: "Unlimited", until: at("2026-11-28T08:00") })])
    expect(info.has_unlimited_sessions).toBe(true)
    expect(info.unlimited_expires_at).toBe(at("2026-11-28T08:00"))
  })

  it("shows permanent unlimited access with the far-future date, so the card shows ILLIMITATE", () => {
    const info = infoAfter([codeRedeemed("VIPFOREVER", { _tag: "Unlimited", until: null })])
    expect(info.has_unlimited_sessions).toBe(true)
    expect(info.unlimited_expires_at).toBe(PERMANENT_UNLIMITED_EXPIRES_AT)
  })

  it("hides unlimited access once it has ended", () => {
    const info = infoAfter(
      [codeRedeemed("GOLDEN7", { _tag: "Unlimited", until: at("2026-11-28T08:00") })],
      at("2026-11-28T08:00"),
    )
    expect(info.has_unlimited_sessions).toBe(false)
    expect(info.unlimited_expires_at).toBeNull()
  })
})
