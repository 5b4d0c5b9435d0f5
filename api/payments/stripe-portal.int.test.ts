import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { afterAll } from "vitest"
import { appendToStreams } from "../../eventstore/event-store.ts"
import { type DomainEvent, toNewEvent } from "../../eventstore/event-codec.ts"
import { reconcilePayments } from "../../jobs/payments/payments-reconcile-job.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { startFakeStripe } from "../../test/support/fake-stripe.ts"
import { call } from "../../test/support/http.ts"
import {
  getWith,
  makePaymentsTestServer,
  origin,
  postJson,
  seedUser,
  signedWebhook,
  stripePaymentsLayer,
  streamTypes,
} from "../../test/support/payments.ts"

const db = await createTestDatabase()
const fake = await startFakeStripe()
afterAll(() => fake.close())

const seed = () => Effect.promise(() => seedUser(db.sql))
const openPortal = (token: string) =>
  Effect.gen(function* () {
    return yield* call(postJson("/api/payments/portal", { frontend_origin: yield* origin }, token))
  })

/** A Stripe subscription paid for at (fake) Stripe and credited by reconciliation. */
const subscribed = (subscriptionId: string) =>
  Effect.gen(function* () {
    const { userId, token } = yield* seed()
    const res = yield* call(
      postJson(
        "/api/payments/checkout/create",
        { package_type: "monthly_subscription", frontend_origin: yield* origin },
        token,
      ),
    )
    const { session_id } = res.json as { session_id: string }
    fake.completeSession(session_id, { subscription: subscriptionId, invoice: `in_${subscriptionId}` })
    yield* reconcilePayments
    return { userId, token }
  })

const subscriptionUpdated = (eventId: string, subscriptionId: string, cancelAtPeriodEnd: boolean) =>
  JSON.stringify({
    id: eventId,
    object: "event",
    type: "customer.subscription.updated",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: subscriptionId,
        object: "subscription",
        cancel_at_period_end: cancelAtPeriodEnd,
        cancel_at: cancelAtPeriodEnd ? Math.floor(Date.now() / 1000) + 29 * 86_400 : null,
      },
    },
  })

layer(makePaymentsTestServer(db.url, stripePaymentsLayer({ apiBase: fake.url, secretKey: fake.apiKey })), {
  excludeTestServices: true,
})("managing a subscription with Stripe (fake Stripe API, real SDK)", (it) => {
  it.effect(
    "given an active subscription, when it is managed, then Stripe's customer portal opens for its customer, in Italian, back to the dashboard",
    () =>
      Effect.gen(function* () {
        const { token } = yield* subscribed("sub_portal_1")
        const res = yield* openPortal(token)
        assert.strictEqual(res.status, 200, res.text)
        const sent = fake.requests.findLast(
          (r) => r.method === "POST" && r.path === "/v1/billing_portal/sessions",
        )
        assert.deepInclude(sent?.body as object, {
          customer: "cus_test_sub_portal_1",
          return_url: `${yield* origin}/dashboard`,
          locale: "it",
        })
        assert.isTrue(
          fake.requests.some((r) => r.method === "GET" && r.path === "/v1/subscriptions/sub_portal_1"),
        )
        const body = res.json as { portal_url: string; provider: string }
        assert.strictEqual(body.provider, "stripe")
        assert.match(body.portal_url, /^https:\/\/billing\.stripe\.com\/p\/session\/test_bps_test_\d+$/)
      }),
  )

  it.effect(
    "given a cancellation in the portal, when Stripe's webhook says so, then SubscriptionCancelled is recorded once and the card says it will not renew",
    () =>
      Effect.gen(function* () {
        const { userId, token } = yield* subscribed("sub_portal_2")
        // a change that is not a cancellation (a new card) records nothing
        assert.strictEqual(
          (yield* call(signedWebhook(subscriptionUpdated("evt_card", "sub_portal_2", false)))).status,
          200,
        )
        for (const id of ["evt_cancel", "evt_cancel", "evt_cancel_again"])
          assert.strictEqual(
            (yield* call(signedWebhook(subscriptionUpdated(id, "sub_portal_2", true)))).status,
            200,
          )
        assert.deepStrictEqual(yield* Effect.promise(() => streamTypes(db.sql, `wallet-${userId}`)), [
          "FreeSessionsGranted",
          "SubscriptionActivated",
          "SubscriptionCancelled",
        ])
        const info = (yield* call(getWith("/api/user/session-info", token))).json as Record<string, unknown>
        assert.deepInclude(info, {
          has_active_subscription: true,
          subscription_cancelled: true,
          subscription_sessions_remaining: 8,
        })
      }),
  )

  it.effect(
    "given no subscription, when it is managed, then 409 with an Italian text and Stripe is not asked",
    () =>
      Effect.gen(function* () {
        const { token } = yield* seed()
        const before = fake.requests.length
        const res = yield* openPortal(token)
        assert.strictEqual(res.status, 409)
        assert.deepStrictEqual(res.json, {
          code: "NO_ACTIVE_SUBSCRIPTION",
          detail: "Non hai un abbonamento attivo da gestire.",
        })
        assert.strictEqual(fake.requests.length, before)
      }),
  )
})

layer(
  makePaymentsTestServer(db.url, stripePaymentsLayer({ apiBase: fake.url, secretKey: "sk_test_revoked" })),
  { excludeTestServices: true },
)("the portal when Stripe refuses us", (it) => {
  it.effect("given a provider failure, when the subscription is managed, then 502 with an Italian text", () =>
    Effect.gen(function* () {
      const { userId, token } = yield* seed()
      // a subscription Stripe would know, written to the wallet as its webhook would have
      const now = new Date().toISOString()
      yield* Effect.promise(() =>
        appendToStreams(db.sql, [
          {
            streamId: `wallet-${userId}`,
            expected: 1,
            events: [
              toNewEvent({
                _tag: "SubscriptionActivated",
                schemaVersion: 1,
                userId,
                checkoutId: "cs_x",
                subscriptionId: "sub_x",
                sessions: 8,
                periodStart: now,
                expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
                at: now,
              } as DomainEvent),
            ],
          },
        ]),
      )
      const res = yield* openPortal(token)
      assert.strictEqual(res.status, 502)
      assert.deepStrictEqual(res.json, {
        code: "PAYMENT_PROVIDER_ERROR",
        detail: "Non è stato possibile aprire la gestione dell'abbonamento. Riprova tra qualche minuto.",
      })
    }),
  )
})
