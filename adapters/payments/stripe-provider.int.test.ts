import { ConfigProvider, Effect, Layer, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startFakeStripe, type FakeStripe } from "../../test/support/fake-stripe.ts"
import { Db } from "../../eventstore/db.ts"
import { LocalCheckout } from "./local-provider.ts"
import { paymentsLayer } from "./payments-layer.ts"
import { PaymentsProvider } from "./payments-provider.ts"
import { makeStripeProvider } from "./stripe-provider.ts"

let fake: FakeStripe
let provider: PaymentsProvider["Service"]
beforeAll(async () => {
  fake = await startFakeStripe("sk_test_cogi")
  provider = makeStripeProvider({
    secretKey: Redacted.make("sk_test_cogi"),
    webhookSecret: Redacted.make("whsec_test"),
    apiBase: fake.url,
    maxNetworkRetries: 0,
  })
})
afterAll(() => fake.close())

const input = {
  userId: "user-1",
  email: "giulia@example.it",
  successUrl: "http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}",
  cancelUrl: "http://localhost:3000/payment-cancelled",
}

describe("Stripe provider against a fake Stripe", () => {
  it("creates a one-off payment session of 9,99 € with the user in metadata", async () => {
    const created = await Effect.runPromise(
      provider.createCheckout({ ...input, packageType: "single_session", checkoutId: "ck-1" }),
    )
    expect(created.url).toBe(`https://checkout.stripe.com/c/pay/${created.sessionId}`)
    const request = fake.requests.at(-1)!
    expect(request.method).toBe("POST")
    expect(request.path).toBe("/v1/checkout/sessions")
    expect(request.authorization).toBe("Bearer sk_test_cogi")
    expect(request.stripeVersion).toBe("2026-10-28.endive")
    expect(request.idempotencyKey).toBe("cogi-checkout-ck-1")
    expect(request.body).toMatchObject({
      mode: "payment",
      client_reference_id: "user-1",
      customer_email: "giulia@example.it",
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata: { userId: "user-1", packageType: "single_session", checkoutId: "ck-1" },
      payment_intent_data: { metadata: { userId: "user-1", packageType: "single_session" } },
      line_items: [{ quantity: "1", price_data: { currency: "eur", unit_amount: "999" } }],
    })
    expect(request.body).not.toHaveProperty("line_items.0.price_data.recurring")
  })

  it("creates a monthly subscription session of 19,99 € recurring monthly", async () => {
    await Effect.runPromise(provider.createCheckout({ ...input, packageType: "monthly_subscription" }))
    const request = fake.requests.at(-1)!
    expect(request.idempotencyKey).not.toMatch(/^cogi-checkout-/) // the SDK makes its own for retries
    expect(request.body).toMatchObject({
      mode: "subscription",
      metadata: { userId: "user-1", packageType: "monthly_subscription" },
      subscription_data: { metadata: { userId: "user-1", packageType: "monthly_subscription" } },
      line_items: [
        { price_data: { currency: "eur", unit_amount: "1999", recurring: { interval: "month" } } },
      ],
    })
  })

  it("retrieves a session, open then paid", async () => {
    const { sessionId } = await Effect.runPromise(
      provider.createCheckout({ ...input, packageType: "monthly_subscription" }),
    )
    const open = await Effect.runPromise(provider.getCheckout(sessionId))
    expect(open).toEqual({
      sessionId,
      status: "open",
      paymentStatus: "unpaid",
      amountTotal: 1999,
      currency: "eur",
      userId: "user-1",
      packageType: "monthly_subscription",
    })
    fake.completeSession(sessionId, { subscription: "sub_9", invoice: "in_9" })
    expect(await Effect.runPromise(provider.getCheckout(sessionId))).toMatchObject({
      status: "complete",
      paymentStatus: "paid",
      subscriptionId: "sub_9",
      invoiceId: "in_9",
    })
  })

  it("answers CheckoutNotFound for an unknown session and for one that is not ours", async () => {
    const missing = await Effect.runPromise(Effect.flip(provider.getCheckout("cs_test_nope")))
    expect(missing._tag).toBe("CheckoutNotFound")
    fake.putSession({
      id: "cs_foreign",
      object: "checkout.session",
      created: 1,
      metadata: {},
      status: "open",
      payment_status: "unpaid",
    })
    const foreign = await Effect.runPromise(Effect.flip(provider.getCheckout("cs_foreign")))
    expect(foreign._tag).toBe("CheckoutNotFound")
  })

  it("lists recent sessions created since a date, ours only", async () => {
    const old = Math.floor(Date.now() / 1000) - 7200
    fake.putSession({
      id: "cs_old",
      object: "checkout.session",
      created: old,
      status: "complete",
      payment_status: "paid",
      metadata: { userId: "user-2", packageType: "single_session" },
    })
    const since = new Date(Date.now() - 3600_000)
    const recent = await Effect.runPromise(provider.listRecentCheckouts(since))
    const request = fake.requests.at(-1)!
    expect(request.path).toBe("/v1/checkout/sessions")
    expect(Number((request.query["created"] as Record<string, string>)["gte"])).toBe(
      Math.floor(since.getTime() / 1000),
    )
    expect(recent.map((s) => s.sessionId)).not.toContain("cs_old")
    expect(recent.map((s) => s.sessionId)).not.toContain("cs_foreign")
    expect(recent.length).toBe(fake.requests.filter((r) => r.method === "POST").length)
  })

  it("turns an authentication failure into PaymentProviderError without the key", async () => {
    const wrong = makeStripeProvider({
      secretKey: Redacted.make("sk_test_wrong_key_123"),
      webhookSecret: Redacted.make("whsec_test"),
      apiBase: fake.url,
      maxNetworkRetries: 0,
    })
    const error = await Effect.runPromise(
      Effect.flip(wrong.createCheckout({ ...input, packageType: "single_session" })),
    )
    expect(error._tag).toBe("PaymentProviderError")
    if (error._tag === "PaymentProviderError") {
      expect(error.reason).not.toContain("sk_test_wrong_key_123")
      expect(error.detail).toBe("Errore nella creazione del pagamento. Riprova.")
    }
  })
})

describe("paymentsLayer with STRIPE_SECRET_KEY", () => {
  // Stripe mode never touches the database; a placeholder satisfies the layer's requirement.
  const noDb = Layer.succeed(Db, Db.of({ sql: undefined as never, url: "unused" }))
  const withEnv = (env: Record<string, string>) =>
    paymentsLayer.pipe(
      Layer.provide(noDb),
      Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(env))),
    )

  it("uses Stripe at STRIPE_API_BASE and disables the local checkout routes", async () => {
    const layer = withEnv({
      STRIPE_SECRET_KEY: "sk_test_cogi",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_API_BASE: fake.url,
    })
    const result = await Effect.runPromise(
      Effect.gen(function* () {
        const provider = yield* PaymentsProvider
        const created = yield* provider.createCheckout({ ...input, packageType: "single_session" })
        const local = yield* Effect.flip(LocalCheckout.use((l) => l.load(created.sessionId)))
        return { kind: provider.kind, created, local }
      }).pipe(Effect.provide(layer)),
    )
    expect(result.kind).toBe("stripe")
    expect(fake.sessions.has(result.created.sessionId)).toBe(true)
    expect(result.local._tag).toBe("CheckoutNotFound")
  })

  it("refuses to start without STRIPE_WEBHOOK_SECRET", async () => {
    const exit = await Effect.runPromiseExit(
      PaymentsProvider.use((p) => Effect.succeed(p.kind)).pipe(
        Effect.provide(withEnv({ STRIPE_SECRET_KEY: "sk_test_cogi" })),
      ),
    )
    expect(exit._tag).toBe("Failure")
    expect(JSON.stringify(exit)).toContain("STRIPE_WEBHOOK_SECRET")
  })
})
