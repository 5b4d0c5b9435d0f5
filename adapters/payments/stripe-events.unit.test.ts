import { Effect } from "effect"
import Stripe from "stripe"
import { describe, expect, it } from "vitest"
import type { InvalidSignature } from "./payment-errors.ts"
import type { ParsedEvent } from "./payments-provider.ts"
import { verifyStripeWebhook } from "./stripe-events.ts"

const secret = "whsec_test_secret"
const verify = verifyStripeWebhook(secret)
const encode = (s: string) => new TextEncoder().encode(s)

const sign = (payload: string, key = secret, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: key, ...(timestamp ? { timestamp } : {}) })

const event = (type: string, object: Record<string, unknown>, id = "evt_1") =>
  JSON.stringify({
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: 1_790_000_000,
    type,
    data: { object },
  })

const parse = (payload: string, header: string | undefined = sign(payload)) =>
  Effect.runPromise(verify(encode(payload), header))

const reject = (payload: string, header: string | undefined): Promise<InvalidSignature> =>
  Effect.runPromise(Effect.flip(verify(encode(payload), header)))

const session = {
  id: "cs_test_1",
  object: "checkout.session",
  mode: "subscription",
  status: "complete",
  payment_status: "paid",
  amount_total: 1999,
  currency: "eur",
  client_reference_id: "user-1",
  metadata: { userId: "user-1", packageType: "monthly_subscription" },
  subscription: "sub_1",
  invoice: "in_1",
}

describe("verifyWebhook: signatures", () => {
  it("accepts a valid signature", async () => {
    expect((await parse(event("checkout.session.completed", session)))._tag).toBe("checkout_completed")
  })

  it("rejects a tampered body", async () => {
    const payload = event("checkout.session.completed", session)
    const error = await reject(payload.replace("1999", "1"), sign(payload))
    expect(error._tag).toBe("InvalidSignature")
  })

  it("rejects a signature made with another secret", async () => {
    const payload = event("checkout.session.completed", session)
    expect((await reject(payload, sign(payload, "whsec_other")))._tag).toBe("InvalidSignature")
  })

  it("rejects a missing header and a stale timestamp", async () => {
    const payload = event("checkout.session.completed", session)
    expect((await reject(payload, undefined))._tag).toBe("InvalidSignature")
    const stale = Math.floor(Date.now() / 1000) - 3600
    expect((await reject(payload, sign(payload, secret, stale)))._tag).toBe("InvalidSignature")
  })
})

describe("verifyWebhook: normalisation", () => {
  it("checkout.session.completed → checkout_completed with our session", async () => {
    expect(await parse(event("checkout.session.completed", session, "evt_cs"))).toEqual<ParsedEvent>({
      _tag: "checkout_completed",
      eventId: "evt_cs",
      session: {
        sessionId: "cs_test_1",
        status: "complete",
        paymentStatus: "paid",
        amountTotal: 1999,
        currency: "eur",
        userId: "user-1",
        packageType: "monthly_subscription",
        subscriptionId: "sub_1",
        invoiceId: "in_1",
      },
    })
  })

  it("a completed session that is not ours (no metadata) → ignored", async () => {
    const foreign = { ...session, metadata: {}, client_reference_id: null }
    expect(await parse(event("checkout.session.completed", foreign, "evt_x"))).toEqual({
      _tag: "ignored",
      eventId: "evt_x",
      type: "checkout.session.completed",
    })
  })

  it("invoice.paid (subscription_cycle) → invoice_paid with the line's period and the user", async () => {
    const invoice = {
      id: "in_2",
      object: "invoice",
      amount_paid: 1999,
      currency: "eur",
      billing_reason: "subscription_cycle",
      period_start: 1_787_000_000, // the previous period: must not be used
      period_end: 1_789_600_000,
      parent: {
        type: "subscription_details",
        subscription_details: {
          subscription: "sub_1",
          metadata: { userId: "user-1", packageType: "monthly_subscription" },
        },
      },
      lines: {
        object: "list",
        data: [
          {
            id: "il_1",
            object: "line_item",
            metadata: {},
            parent: { type: "subscription_item_details" },
            period: { start: 1_789_600_000, end: 1_792_192_000 },
          },
        ],
      },
    }
    expect(await parse(event("invoice.paid", invoice, "evt_in"))).toEqual<ParsedEvent>({
      _tag: "invoice_paid",
      eventId: "evt_in",
      invoiceId: "in_2",
      subscriptionId: "sub_1",
      userId: "user-1",
      periodStart: new Date(1_789_600_000_000),
      periodEnd: new Date(1_792_192_000_000),
      amount: 1999,
      currency: "eur",
      billingReason: "subscription_cycle",
    })
  })

  it("invoice.paid for a one-off invoice → ignored", async () => {
    const oneOff = {
      id: "in_3",
      object: "invoice",
      parent: null,
      lines: { data: [] },
      amount_paid: 999,
      currency: "eur",
    }
    expect((await parse(event("invoice.paid", oneOff)))._tag).toBe("ignored")
  })

  it("customer.subscription.deleted → subscription_cancelled", async () => {
    expect(
      await parse(event("customer.subscription.deleted", { id: "sub_1", object: "subscription" }, "evt_del")),
    ).toEqual({
      _tag: "subscription_cancelled",
      eventId: "evt_del",
      subscriptionId: "sub_1",
    })
  })

  it("customer.subscription.updated, cancelled at the period's end (the customer portal) → subscription_cancelled", async () => {
    const updated = (fields: Record<string, unknown>, id: string) =>
      parse(event("customer.subscription.updated", { id: "sub_1", object: "subscription", ...fields }, id))
    expect(await updated({ cancel_at_period_end: true, cancel_at: 1_790_000_000 }, "evt_upd")).toEqual({
      _tag: "subscription_cancelled",
      eventId: "evt_upd",
      subscriptionId: "sub_1",
    })
    expect(await updated({ cancel_at_period_end: false, cancel_at: 1_790_000_000 }, "evt_at")).toMatchObject({
      _tag: "subscription_cancelled",
    })
    // any other change (a new card, renewed again) is not a cancellation
    expect(await updated({ cancel_at_period_end: false, cancel_at: null }, "evt_card")).toEqual({
      _tag: "ignored",
      eventId: "evt_card",
      type: "customer.subscription.updated",
    })
  })

  it("an unknown type → ignored, with its type", async () => {
    expect(await parse(event("customer.created", { id: "cus_1", object: "customer" }, "evt_cus"))).toEqual({
      _tag: "ignored",
      eventId: "evt_cus",
      type: "customer.created",
    })
  })
})
