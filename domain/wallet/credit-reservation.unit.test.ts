import { describe, it } from "vitest"
import { given as givenFor } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { walletDecider } from "./wallet-decider.ts"
import {
  codeRedeemed,
  consumed,
  freeGranted,
  purchased,
  released,
  reserved,
  subscriptionActivated,
  usedFree,
  userId,
} from "../../test/support/domain/wallet-fixtures.ts"

const given = givenFor(walletDecider)
const now = at("09:00")
const reserve = (chatId: string, when = now) => ({
  _tag: "ReserveCredit" as const,
  userId,
  chatId,
  now: when,
})
const consume = (chatId: string) => ({ _tag: "ConsumeCredit" as const, userId, chatId, now })
const release = (chatId: string) => ({ _tag: "ReleaseCredit" as const, userId, chatId, now })
const unlimitedUntil = (until: string | null) => codeRedeemed("GOLDEN7", { _tag: "Unlimited", until })

describe("Credit reservation", () => {
  describe("order of sources", () => {
    it("uses unlimited access before anything else", () =>
      given([freeGranted, unlimitedUntil(at("2026-11-28T08:00"))])
        .when(reserve("c1"))
        .then([reserved("c1", "unlimited")]))

    it("uses permanent unlimited access", () =>
      given([unlimitedUntil(null)])
        .when(reserve("c1"))
        .then([reserved("c1", "unlimited")]))

    it("uses a free session before the subscription", () =>
      given([freeGranted, subscriptionActivated(), purchased("cs_1")])
        .when(reserve("c1"))
        .then([reserved("c1", "free")]))

    it("uses the subscription once the free sessions are used up", () =>
      given([freeGranted, ...usedFree(3), subscriptionActivated(), purchased("cs_1")])
        .when(reserve("c1"))
        .then([reserved("c1", "subscription")]))

    it("uses purchased or code credits last", () =>
      given([freeGranted, ...usedFree(3), purchased("cs_1")])
        .when(reserve("c1"))
        .then([reserved("c1", "purchased")]))

    it("skips an expired subscription: its sessions expire with the period", () =>
      given([subscriptionActivated(at("2026-10-01T08:00"), at("2026-10-31T08:00")), purchased("cs_1")])
        .when(reserve("c1"))
        .then([reserved("c1", "purchased")]))

    it("skips ended unlimited access", () =>
      given([freeGranted, unlimitedUntil(at("2026-11-21T08:59"))])
        .when(reserve("c1"))
        .then([reserved("c1", "free")]))

    it("counts a held reservation as used", () =>
      given([freeGranted, reserved("a", "free"), reserved("b", "free"), reserved("c", "free")])
        .when(reserve("d"))
        .thenFails("NoCreditsAvailable"))

    it("gives a released credit back to its source", () =>
      given([freeGranted, ...usedFree(2), reserved("a", "free"), released("a", "free")])
        .when(reserve("b"))
        .then([reserved("b", "free")]))

    it("refuses when no credit is left", () =>
      given([freeGranted, ...usedFree(3)])
        .when(reserve("c1"))
        .thenFails("NoCreditsAvailable"))

    it("reserves once per chat", () =>
      given([freeGranted, reserved("c1", "free")])
        .when(reserve("c1"))
        .thenNothingHappened())
  })

  describe("consumption", () => {
    it("consumes a held reservation", () =>
      given([freeGranted, reserved("c1", "free")])
        .when(consume("c1"))
        .then([consumed("c1", "free")]))

    it("consumes exactly once", () =>
      given([freeGranted, reserved("c1", "free"), consumed("c1", "free")])
        .when(consume("c1"))
        .thenNothingHappened())

    it("consumes nothing with unlimited access", () =>
      given([unlimitedUntil(null), reserved("c1", "unlimited")])
        .when(consume("c1"))
        .thenNothingHappened())

    it("refuses a chat without reservation", () =>
      given([freeGranted]).when(consume("c1")).thenFails("CreditReservationNotFound"))

    it("refuses a released reservation", () =>
      given([freeGranted, reserved("c1", "free"), released("c1", "free")])
        .when(consume("c1"))
        .thenFails("CreditReservationNotFound"))
  })

  describe("release", () => {
    it("releases a held reservation", () =>
      given([freeGranted, reserved("c1", "free")])
        .when(release("c1"))
        .then([released("c1", "free")]))

    it("releases once", () =>
      given([freeGranted, reserved("c1", "free"), released("c1", "free")])
        .when(release("c1"))
        .thenNothingHappened())

    it("refuses to release a consumed reservation", () =>
      given([freeGranted, reserved("c1", "free"), consumed("c1", "free")])
        .when(release("c1"))
        .thenFails("CreditAlreadyConsumed"))

    it("refuses a chat without reservation", () =>
      given([freeGranted]).when(release("c1")).thenFails("CreditReservationNotFound"))
  })
})
