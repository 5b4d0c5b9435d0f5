import { describe, expect, it } from "vitest"
import { given as givenFor } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { walletDecider } from "./wallet-decider.ts"
import {
  codeRedeemed,
  freeGranted,
  purchased,
  subscriptionActivated,
  userId,
} from "../../test/support/domain/wallet-fixtures.ts"

const given = givenFor(walletDecider)
const now = at("09:00")

describe("Wallet", () => {
  describe("free sessions", () => {
    it("grants 3 free sessions", () =>
      given([])
        .when({ _tag: "GrantFreeSessions", userId, now: at("08:00") })
        .then([freeGranted]))

    it("grants them only once", () =>
      given([freeGranted]).when({ _tag: "GrantFreeSessions", userId, now }).thenNothingHappened())

    it("grants none when the address had them with an earlier account", () =>
      given([])
        .when({ _tag: "GrantFreeSessions", userId, now: at("08:00"), addressAlreadyGranted: true })
        .then([{ _tag: "FreeSessionsGranted", schemaVersion: 1, userId, count: 0, at: at("08:00") }]))
  })

  describe("purchases", () => {
    it("credits a purchased session", () =>
      given([])
        .when({ _tag: "AddPurchasedCredits", userId, checkoutId: "cs_1", credits: 1, now: at("08:00") })
        .then([purchased("cs_1")]))

    it("credits a checkout only once", () =>
      given([purchased("cs_1")])
        .when({ _tag: "AddPurchasedCredits", userId, checkoutId: "cs_1", credits: 1, now })
        .thenNothingHappened())

    it("activates a subscription with 8 sessions", () =>
      given([]).when(activate("cs_sub")).then([subscriptionActivated()]))

    it("activates a subscription only once per checkout", () =>
      given([subscriptionActivated()]).when(activate("cs_sub")).thenNothingHappened())
  })

  describe("subscription renewal", () => {
    const renew = (invoiceId: string, periodStart: string) => ({
      _tag: "RenewSubscription" as const,
      userId,
      subscriptionId: "sub_1",
      invoiceId,
      periodStart,
      expiresAt: at("2027-01-20T08:00"),
      now: periodStart,
    })

    it("opens a new period of 8 sessions", () =>
      given([subscriptionActivated()])
        .when(renew("in_2", at("2026-12-21T08:00")))
        .then([
          {
            _tag: "SubscriptionRenewed",
            schemaVersion: 1,
            userId,
            subscriptionId: "sub_1",
            invoiceId: "in_2",
            sessions: 8,
            periodStart: at("2026-12-21T08:00"),
            expiresAt: at("2027-01-20T08:00"),
            at: at("2026-12-21T08:00"),
          },
        ]))

    it("ignores the first invoice of the period the activation opened", () =>
      given([subscriptionActivated()])
        .when(renew("in_1", at("08:00")))
        .thenNothingHappened())

    it("credits an invoice only once", () => {
      const once = given([subscriptionActivated()]).state
      expect(once.subscription?.remaining).toBe(8)
      const renewed = walletDecider.decide(renew("in_2", at("2026-12-21T08:00")), once)
      if (renewed._tag === "Failure") throw new Error("renewal refused")
      given([subscriptionActivated(), ...renewed.success])
        .when(renew("in_2", at("2026-12-21T08:00")))
        .thenNothingHappened()
    })
  })

  describe("subscription cancellation", () => {
    const cancel = { _tag: "CancelSubscription" as const, userId, subscriptionId: "sub_1", now }

    it("cancels the current subscription", () =>
      given([subscriptionActivated()])
        .when(cancel)
        .then([
          { _tag: "SubscriptionCancelled", schemaVersion: 1, userId, subscriptionId: "sub_1", at: now },
        ]))

    it("cancels only once", () => {
      const cancelled = {
        _tag: "SubscriptionCancelled" as const,
        schemaVersion: 1 as const,
        userId,
        subscriptionId: "sub_1",
        at: now,
      }
      given([subscriptionActivated(), cancelled]).when(cancel).thenNothingHappened()
    })

    it("refuses an unknown subscription", () => given([]).when(cancel).thenFails("SubscriptionNotFound"))
  })

  describe("discount codes", () => {
    it("adds the credits of a credit code, matched case-insensitively after trimming", () =>
      given([])
        .when(redeem("  welcome10 "))
        .then([codeRedeemed("WELCOME10", { _tag: "Credits", credits: 10 }, now)]))

    it("gives unlimited access for the code's days", () =>
      given([])
        .when(redeem("GOLDEN7"))
        .then([codeRedeemed("GOLDEN7", { _tag: "Unlimited", until: at("2026-11-28T09:00") }, now)]))

    it("extends running unlimited access from its current end", () =>
      given([codeRedeemed("GOLDEN7", { _tag: "Unlimited", until: at("2026-11-28T08:00") })])
        .when(redeem("PHOENIX15"))
        .then([codeRedeemed("PHOENIX15", { _tag: "Unlimited", until: at("2026-12-12T08:00") }, now)]))

    it("starts from now when earlier unlimited access has ended", () =>
      given([codeRedeemed("GOLDEN7", { _tag: "Unlimited", until: at("2026-11-01T08:00") })])
        .when(redeem("PLATINUM30"))
        .then([codeRedeemed("PLATINUM30", { _tag: "Unlimited", until: at("2026-12-21T09:00") }, now)]))

    it("records permanent access as until null", () =>
      given([])
        .when(redeem("vipforever"))
        .then([codeRedeemed("VIPFOREVER", { _tag: "Unlimited", until: null }, now)]))

    it("keeps permanent access permanent when a timed code follows", () =>
      given([codeRedeemed("COSMIC999", { _tag: "Unlimited", until: null })])
        .when(redeem("GOLDEN7"))
        .then([codeRedeemed("GOLDEN7", { _tag: "Unlimited", until: null }, now)]))

    it("refuses a code already redeemed by this user", () =>
      given([codeRedeemed("QUICK1", { _tag: "Credits", credits: 1 })])
        .when(redeem("quick1"))
        .thenFails("CodeAlreadyRedeemed"))

    it("refuses an unknown code", () => {
      const error = given([]).when(redeem(" nope ")).thenFails("UnknownDiscountCode")
      expect(error["code"]).toBe("NOPE")
    })

    it("refuses a blank code", () => given([]).when(redeem("   ")).thenFails("DiscountCodeEmpty"))
  })
})

function activate(checkoutId: string) {
  return {
    _tag: "ActivateSubscription" as const,
    userId,
    checkoutId,
    subscriptionId: "sub_1",
    periodStart: at("08:00"),
    expiresAt: at("2026-12-21T08:00"),
    now: at("08:00"),
  }
}

function redeem(code: string) {
  return { _tag: "RedeemCode" as const, userId, code, now }
}
