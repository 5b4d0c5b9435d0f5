import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { afterAll } from "vitest"
import { reconcilePayments } from "../../jobs/payments/payments-reconcile-job.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { startFakeStripe } from "../../test/support/fake-stripe.ts"
import { paidSingleStatus } from "../../test/support/checkout-flow.ts"
import { call } from "../../test/support/http.ts"
import {
  getWith,
  makePaymentsTestServer,
  origin,
  postJson,
  seedUser,
  stripePaymentsLayer,
  streamTypes,
} from "../../test/support/payments.ts"

const db = await createTestDatabase()
const fake = await startFakeStripe()
afterAll(() => fake.close())

interface Created {
  readonly checkout_url: string
  readonly session_id: string
  readonly provider: string
}

const seed = () => Effect.promise(() => seedUser(db.sql))
const types = (streamId: string) => Effect.promise(() => streamTypes(db.sql, streamId))
const create = (token: string, packageType = "single_session") =>
  Effect.gen(function* () {
    return yield* call(
      postJson(
        "/api/payments/checkout/create",
        { package_type: packageType, frontend_origin: yield* origin },
        token,
      ),
    )
  })
const status = (token: string, sessionId: string) =>
  call(getWith(`/api/payments/checkout/status/${sessionId}`, token))

layer(makePaymentsTestServer(db.url, stripePaymentsLayer({ apiBase: fake.url, secretKey: fake.apiKey })), {
  excludeTestServices: true,
})("payments with Stripe (fake Stripe API, real SDK)", (it) => {
  it.effect(
    "given a user, when a checkout is created, then Stripe gets our return URLs, email and metadata, and the log has CheckoutStarted",
    () =>
      Effect.gen(function* () {
        const { userId, token, email } = yield* seed()
        const res = yield* create(token)
        assert.strictEqual(res.status, 200, res.text)
        const created = res.json as Created
        assert.strictEqual(created.provider, "stripe")
        assert.strictEqual(created.checkout_url, `https://checkout.stripe.com/c/pay/${created.session_id}`)
        const sent = fake.requests.findLast((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")
        assert.strictEqual(
          sent?.body["success_url"],
          `${yield* origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        )
        assert.strictEqual(sent?.body["cancel_url"], `${yield* origin}/payment-cancelled`)
        assert.strictEqual(sent?.body["customer_email"], email)
        assert.deepInclude(sent?.body["metadata"] as object, { userId, packageType: "single_session" })
        assert.isString(sent?.idempotencyKey)
        assert.deepStrictEqual(yield* types(`checkout-${created.session_id}`), ["CheckoutStarted"])
      }),
  )

  it.effect(
    "given a session paid at Stripe, when the status is checked (twice), then it is paid and credited once",
    () =>
      Effect.gen(function* () {
        const { userId, token } = yield* seed()
        const created = (yield* create(token)).json as Created
        const unpaid = yield* status(token, created.session_id)
        assert.strictEqual((unpaid.json as { payment_status: string }).payment_status, "unpaid")
        fake.completeSession(created.session_id)
        for (let i = 0; i < 2; i++) {
          const res = yield* status(token, created.session_id)
          assert.deepStrictEqual(res.json, paidSingleStatus(created.session_id))
        }
        assert.deepStrictEqual(yield* types(`wallet-${userId}`), ["FreeSessionsGranted", "CreditsPurchased"])
      }),
  )

  it.effect(
    "given a paid subscription whose webhook never arrived, when reconciliation runs, then the subscription is activated once",
    () =>
      Effect.gen(function* () {
        const { userId, token } = yield* seed()
        const created = (yield* create(token, "monthly_subscription")).json as Created
        fake.completeSession(created.session_id, { subscription: "sub_fake_1", invoice: "in_fake_1" })
        const report = yield* reconcilePayments
        assert.isAtLeast(report.credited, 1)
        assert.strictEqual((yield* reconcilePayments).credited, 0)
        assert.deepStrictEqual(yield* types(`wallet-${userId}`), [
          "FreeSessionsGranted",
          "SubscriptionActivated",
        ])
        const info = (yield* call(getWith("/api/user/session-info", token))).json as {
          subscription_sessions_remaining: number
        }
        assert.strictEqual(info.subscription_sessions_remaining, 8)
      }),
  )

  it.effect("given Stripe mode, when the local checkout page is asked for, then 404", () =>
    Effect.gen(function* () {
      const res = yield* call(getWith("/api/payments/local-checkout/cs_local_anything"))
      assert.strictEqual(res.status, 404)
      assert.strictEqual((res.json as { code: string }).code, "NOT_FOUND")
    }),
  )
})

layer(
  makePaymentsTestServer(db.url, stripePaymentsLayer({ apiBase: fake.url, secretKey: "sk_test_revoked" })),
  { excludeTestServices: true },
)("payments when Stripe refuses us", (it) => {
  it.effect(
    "given a provider failure, when a checkout is created, then 502 with SPEC's Italian text and nothing is logged",
    () =>
      Effect.gen(function* () {
        const { token } = yield* seed()
        const before = yield* Effect.promise(
          () => db.sql<{ n: number }[]>`select count(*)::int as n from events where type = 'CheckoutStarted'`,
        )
        const res = yield* create(token)
        assert.strictEqual(res.status, 502)
        assert.deepStrictEqual(res.json, {
          detail: "Errore nella creazione del pagamento. Riprova.",
          code: "PAYMENT_PROVIDER_ERROR",
        })
        const after = yield* Effect.promise(
          () => db.sql<{ n: number }[]>`select count(*)::int as n from events where type = 'CheckoutStarted'`,
        )
        assert.strictEqual(after[0]?.n, before[0]?.n)
      }),
  )
})
