import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpClientRequest } from "effect/http"
import { call } from "../../test/support/http.ts"
import { appendToStreams } from "../../eventstore/event-store.ts"
import { eventIdsFrom } from "../../commands/payments/deterministic-event-id.ts"
import { reconcilePayments } from "../../jobs/payments/payments-reconcile-job.ts"
import { checkoutSetup, singleSession } from "../../test/support/checkout-flow.ts"
import { completedEvent, invoicePaid, shuffle } from "../../test/support/stripe-event-bodies.ts"
import { origin, postJson, signedWebhook } from "../../test/support/payments.ts"

const flow = await checkoutSetup()
const { db, types, info, create, createOk, status, seedCheckout, walletTypes, submitPage } = flow

describe("payments with the local provider: webhooks, races, subscriptions, reconcile", () => {
  layer(flow.server, { excludeTestServices: true })((it) => {
    it.effect(
      "given a paid checkout, when status checks race the webhook, then the wallet is credited exactly once",
      () =>
        Effect.gen(function* () {
          const { userId, token, created } = yield* seedCheckout()
          // The real page (its webhook) and ten status checks at once.
          const [paid] = yield* Effect.all(
            [
              submitPage(created.checkout_url, "pay"),
              ...Array.from({ length: 10 }, () => Effect.asVoid(status(token, created.session_id))),
            ],
            { concurrency: "unbounded" },
          )
          assert.strictEqual((paid as { status: number }).status, 303)
          // And once more with the provider already saying paid: webhooks and status checks together.
          const second = yield* createOk(token)
          yield* flow.markPaidAtProvider(second.session_id)
          const event = completedEvent("evt_race_2", singleSession(second.session_id, userId))
          yield* Effect.all(
            shuffle([
              ...Array.from({ length: 8 }, () => call(signedWebhook(event))),
              ...Array.from({ length: 8 }, () => status(token, second.session_id)),
            ]),
            { concurrency: "unbounded" },
          )
          for (const id of [created.session_id, second.session_id]) {
            assert.deepStrictEqual(yield* types(`checkout-${id}`), ["CheckoutStarted", "PaymentConfirmed"])
          }
          assert.deepStrictEqual(yield* walletTypes(userId), [
            "FreeSessionsGranted",
            "CreditsPurchased",
            "CreditsPurchased",
          ])
          assert.strictEqual((yield* info(token)).purchased_sessions_remaining, 2)
        }),
    )

    it.effect(
      "given one paid checkout, when its webhooks are replayed 20 times concurrently and out of order, then it is credited once",
      () =>
        Effect.gen(function* () {
          const { userId, token, created } = yield* seedCheckout()
          const session = singleSession(created.session_id, userId)
          const completed = completedEvent("evt_replay_completed", session)
          const succeeded = completedEvent(
            "evt_replay_async",
            session,
            "checkout.session.async_payment_succeeded",
          )
          const results = yield* Effect.all(
            shuffle([
              ...Array.from({ length: 10 }, () => completed),
              ...Array.from({ length: 10 }, () => succeeded),
            ]).map((payload) => call(signedWebhook(payload))),
            { concurrency: "unbounded" },
          )
          assert.deepStrictEqual(
            results.map((r) => r.status),
            Array.from({ length: 20 }, () => 200),
          )
          yield* flow.expectCreditedOnce(userId, created.session_id)
          const [purchases] = yield* Effect.promise(
            () =>
              db.sql<
                { count: number }[]
              >`select count(*)::int as count from events where type = 'CreditsPurchased' and data->>'checkoutId' = ${created.session_id}`,
          )
          assert.strictEqual(purchases?.count, 1)
          assert.strictEqual((yield* info(token)).purchased_sessions_remaining, 1)
          // Replayed later, one by one: still nothing new.
          assert.strictEqual((yield* call(signedWebhook(completed))).status, 200)
          assert.deepStrictEqual(yield* walletTypes(userId), ["FreeSessionsGranted", "CreditsPurchased"])
        }),
    )

    it.effect(
      "given a provider event whose event ids are already in the store, when it arrives, then DuplicateEventId counts as done: 200, nothing appended",
      () =>
        Effect.gen(function* () {
          const { userId, created } = yield* seedCheckout()
          const stream = `checkout-${created.session_id}`
          // As if this provider event had been stored before (the ids derive from the provider event id alone).
          yield* Effect.promise(() =>
            appendToStreams(db.sql, [
              {
                streamId: `probe-${created.session_id}`,
                expected: "no_stream",
                events: [{ type: "Probe", data: {}, eventId: eventIdsFrom("evt_seen_before")(stream, 0) }],
              },
            ]),
          )
          const payload = completedEvent("evt_seen_before", singleSession(created.session_id, userId))
          const res = yield* call(signedWebhook(payload))
          assert.strictEqual(res.status, 200)
          assert.deepStrictEqual(yield* types(stream), ["CheckoutStarted"])
          assert.deepStrictEqual(yield* walletTypes(userId), ["FreeSessionsGranted"])
        }),
    )

    it.effect(
      "given a webhook with a tampered body, a foreign secret or no signature, when received, then 400 INVALID_SIGNATURE and nothing changes",
      () =>
        Effect.gen(function* () {
          const { userId, created } = yield* seedCheckout()
          const payload = completedEvent("evt_tampered", singleSession(created.session_id, userId))
          const signature = signedWebhook(payload).headers["stripe-signature"] ?? ""
          const tampered = yield* call(
            HttpClientRequest.post("/api/payments/webhook").pipe(
              HttpClientRequest.bodyText(
                payload.replace('"amount_total":999', '"amount_total":1'),
                "application/json",
              ),
              HttpClientRequest.setHeader("stripe-signature", signature),
            ),
          )
          assert.notStrictEqual(signature, "")
          const foreign = yield* call(signedWebhook(payload, "whsec_someone_else"))
          const unsigned = yield* call(postJson("/api/payments/webhook", JSON.parse(payload)))
          for (const res of [tampered, foreign, unsigned]) {
            assert.strictEqual(res.status, 400)
            assert.deepStrictEqual(res.json, {
              detail: "Firma del webhook non valida.",
              code: "INVALID_SIGNATURE",
            })
          }
          assert.deepStrictEqual(yield* walletTypes(userId), ["FreeSessionsGranted"])
        }),
    )

    it.effect(
      "given a subscription checkout, when paid, then 8 sessions and an active subscription; a second one is refused; renewals open a new period once",
      () =>
        Effect.gen(function* () {
          const { userId, token, created } = yield* seedCheckout("monthly_subscription")
          assert.strictEqual((yield* submitPage(created.checkout_url, "pay")).status, 303)
          const subscribed = yield* info(token)
          assert.strictEqual(subscribed.subscription_sessions_remaining, 8)
          assert.strictEqual(subscribed.has_active_subscription, true)
          assert.strictEqual(subscribed.total_sessions_available, 11)
          const statusRes = yield* status(token, created.session_id)
          assert.deepInclude(statusRes.json as object, {
            payment_status: "paid",
            amount: 19.99,
            currency: "eur",
            package_type: "monthly_subscription",
          })

          const again = yield* create(token, "monthly_subscription", yield* origin)
          assert.strictEqual(again.status, 409)
          assert.strictEqual((again.json as { code: string }).code, "SUBSCRIPTION_ALREADY_ACTIVE")

          const [row] = yield* Effect.promise(
            () =>
              db.sql<
                { subscription_id: string }[]
              >`select subscription_id from local_checkout_sessions where id = ${created.session_id}`,
          )
          const subscription = row!.subscription_id
          const start = Math.floor(Date.now() / 1000) + 29 * 86_400
          const end = start + 30 * 86_400
          // The first invoice (subscription_create) is covered by the checkout: ignored.
          const first = invoicePaid("evt_inv_first", {
            id: "in_first",
            subscription,
            userId,
            start: Math.floor(Date.now() / 1000),
            end: start,
            reason: "subscription_create",
          })
          assert.strictEqual((yield* call(signedWebhook(first))).status, 200)
          const renewal = invoicePaid("evt_inv_renewal", {
            id: "in_renewal",
            subscription,
            userId,
            start,
            end,
          })
          const replies = yield* Effect.all(
            Array.from({ length: 5 }, () => call(signedWebhook(renewal))),
            { concurrency: "unbounded" },
          )
          assert.deepStrictEqual(
            replies.map((r) => r.status),
            [200, 200, 200, 200, 200],
          )
          const renewed = yield* info(token)
          assert.strictEqual(renewed.subscription_expires_at, new Date(end * 1000).toISOString())
          assert.strictEqual(renewed.subscription_sessions_remaining, 8)
          // A renewal invoice without our metadata is matched through the wallet holding the subscription.
          const next = invoicePaid("evt_inv_next", {
            id: "in_next",
            subscription,
            start: end,
            end: end + 30 * 86_400,
          })
          assert.strictEqual((yield* call(signedWebhook(next))).status, 200)
          const cancelled = JSON.stringify({
            id: "evt_sub_deleted",
            object: "event",
            api_version: "2026-10-28.endive",
            created: Math.floor(Date.now() / 1000),
            type: "customer.subscription.deleted",
            data: { object: { id: subscription, object: "subscription", metadata: { userId } } },
          })
          assert.strictEqual((yield* call(signedWebhook(cancelled))).status, 200)
          assert.strictEqual((yield* call(signedWebhook(cancelled))).status, 200)
          assert.deepStrictEqual(yield* walletTypes(userId), [
            "FreeSessionsGranted",
            "SubscriptionActivated",
            "SubscriptionRenewed",
            "SubscriptionRenewed",
            "SubscriptionCancelled",
          ])
          assert.strictEqual(
            (yield* info(token)).subscription_expires_at,
            new Date((end + 30 * 86_400) * 1000).toISOString(),
          )
        }),
    )

    it.effect(
      "given a paid checkout whose webhook never arrived, when the reconcile job runs, then it is credited, once",
      () =>
        Effect.gen(function* () {
          const { userId, token, created } = yield* seedCheckout()
          yield* flow.markPaidAtProvider(created.session_id)
          const first = yield* reconcilePayments
          assert.isAtLeast(first.credited, 1)
          assert.strictEqual(first.failed, 0)
          assert.deepStrictEqual(yield* walletTypes(userId), ["FreeSessionsGranted", "CreditsPurchased"])
          const [confirmed] = yield* Effect.promise(
            () =>
              db.sql<
                { data: { source: string } }[]
              >`select data from events where stream_id = ${`checkout-${created.session_id}`} and type = 'PaymentConfirmed'`,
          )
          assert.strictEqual(confirmed?.data.source, "reconcile")
          const second = yield* reconcilePayments
          assert.strictEqual(second.credited, 0)
          assert.strictEqual((yield* info(token)).purchased_sessions_remaining, 1)
        }),
    )
  })
})
