import { describe, expect, it } from "vitest"
import { foldEvents } from "../shared/decider.ts"
import { expectOutcome, given as givenFor } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { walletDecider } from "../wallet/wallet-decider.ts"
import { purchased, subscriptionActivated } from "../../test/support/domain/wallet-fixtures.ts"
import type { ConfirmPayment } from "./checkout-commands.ts"
import { checkoutDecider } from "./checkout-decider.ts"
import type { CheckoutEvent } from "./checkout-events.ts"
import { PACKAGES } from "./package-catalogue.ts"
import { confirmAndCredit, type PaymentDecision } from "./payment-crediting.ts"
import { paymentStatus } from "./payment-status.ts"

const given = givenFor(checkoutDecider)
const userId = "user-1"

describe("Checkout", () => {
  it("prices the packages as SPEC §3", () => {
    expect(PACKAGES.single_session).toMatchObject({
      amountCents: 999,
      currency: "eur",
      sessions: 1,
      popular: false,
    })
    expect(PACKAGES.monthly_subscription).toMatchObject({
      amountCents: 1999,
      sessions: 8,
      periodDays: 30,
      popular: true,
      perSessionCents: 250,
    })
  })

  it("starts a checkout at the catalogue price", () =>
    given([])
      .when({
        _tag: "StartCheckout",
        checkoutId: "cs_1",
        userId,
        packageType: "single_session",
        now: at("08:00"),
      })
      .then([started("cs_1")]))

  it("refuses to start the same checkout twice", () =>
    given([started("cs_1")])
      .when({
        _tag: "StartCheckout",
        checkoutId: "cs_1",
        userId,
        packageType: "single_session",
        now: at("08:00"),
      })
      .thenFails("CheckoutAlreadyStarted"))

  it("confirms a payment", () =>
    given([started("cs_1")])
      .when(confirm("cs_1"))
      .then([paid("cs_1")]))

  it("confirms only once", () =>
    given([started("cs_1"), paid("cs_1")])
      .when(confirm("cs_1", "status"))
      .thenNothingHappened())

  it("accepts the provider's upper-case currency", () =>
    given([started("cs_1")])
      .when({ ...confirm("cs_1"), currency: "EUR" })
      .then([paid("cs_1")]))

  it("refuses a different amount", () =>
    given([started("cs_1")])
      .when({ ...confirm("cs_1"), amountCents: 1 })
      .thenFails("PaymentAmountMismatch"))

  it("refuses an unknown checkout", () => given([]).when(confirm("cs_x")).thenFails("CheckoutNotFound"))

  it("refuses a payment on an expired checkout", () =>
    given([started("cs_1"), expired("cs_1")])
      .when(confirm("cs_1"))
      .thenFails("CheckoutAlreadyExpired"))

  it("refuses a subscription payment without the subscription id", () =>
    given([started("cs_2", "monthly_subscription")])
      .when({ ...confirm("cs_2"), amountCents: 1999 })
      .thenFails("PaymentSubscriptionMissing"))

  it("expires an open checkout", () =>
    given([started("cs_1")])
      .when({ _tag: "ExpireCheckout", checkoutId: "cs_1", now: at("09:00") })
      .then([expired("cs_1")]))

  it("never expires a paid checkout", () =>
    given([started("cs_1"), paid("cs_1")])
      .when({ _tag: "ExpireCheckout", checkoutId: "cs_1", now: at("09:00") })
      .thenNothingHappened())

  it("reports the payment status", () => {
    expect(paymentStatus(foldEvents(checkoutDecider, []))).toBeNull()
    expect(paymentStatus(foldEvents(checkoutDecider, [started("cs_1")]))?.payment_status).toBe("unpaid")
    expect(paymentStatus(foldEvents(checkoutDecider, [started("cs_1"), paid("cs_1")]))).toEqual({
      payment_status: "paid",
      amount_cents: 999,
      currency: "eur",
    })
  })
})

describe("confirmAndCredit", () => {
  const both = (decision: PaymentDecision) => [...decision.checkout, ...decision.wallet]
  const credit = (
    events: ReadonlyArray<CheckoutEvent>,
    command: Omit<ConfirmPayment, "_tag">,
    walletEvents = [] as const,
  ) => confirmAndCredit(command, foldEvents(checkoutDecider, events), foldEvents(walletDecider, walletEvents))

  it("credits a single session to the checkout's user", () =>
    expectOutcome(credit([started("cs_1")], confirm("cs_1")), both).then([paid("cs_1"), purchased("cs_1")]))

  it("activates a subscription of 8 sessions for 30 days", () => {
    const command = { ...confirm("cs_sub"), amountCents: 1999, subscriptionId: "sub_1" }
    expectOutcome(credit([started("cs_sub", "monthly_subscription")], command), both).then([
      { ...paid("cs_sub"), amountCents: 1999, subscriptionId: "sub_1" },
      subscriptionActivated(at("08:00"), at("2026-12-21T08:00")),
    ])
  })

  it("credits nothing the second time", () =>
    expectOutcome(
      confirmAndCredit(
        confirm("cs_1", "reconcile"),
        foldEvents(checkoutDecider, [started("cs_1"), paid("cs_1")]),
        foldEvents(walletDecider, [purchased("cs_1")]),
      ),
      both,
    ).thenNothingHappened())

  it("credits nothing when the payment is refused", () =>
    expectOutcome(credit([started("cs_1")], { ...confirm("cs_1"), amountCents: 5 })).thenFails(
      "PaymentAmountMismatch",
    ))
})

function started(
  checkoutId: string,
  packageType: "single_session" | "monthly_subscription" = "single_session",
) {
  return {
    _tag: "CheckoutStarted",
    schemaVersion: 1,
    checkoutId,
    userId,
    package: packageType,
    amountCents: PACKAGES[packageType].amountCents,
    currency: "eur",
    at: at("08:00"),
  } satisfies CheckoutEvent
}
function paid(checkoutId: string) {
  return {
    _tag: "PaymentConfirmed",
    schemaVersion: 1,
    checkoutId,
    amountCents: 999,
    currency: "eur",
    providerEventId: "evt_1",
    source: "webhook",
    subscriptionId: null as string | null,
    at: at("08:00"),
  } satisfies CheckoutEvent
}
function expired(checkoutId: string): CheckoutEvent {
  return { _tag: "CheckoutExpired", schemaVersion: 1, checkoutId, at: at("09:00") }
}
function confirm(checkoutId: string, source: "webhook" | "status" | "reconcile" = "webhook") {
  return {
    _tag: "ConfirmPayment" as const,
    checkoutId,
    amountCents: 999,
    currency: "eur",
    providerEventId: source === "webhook" ? "evt_1" : null,
    source,
    subscriptionId: null,
    now: at("08:00"),
  }
}
