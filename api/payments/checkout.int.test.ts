import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpClientRequest } from "effect/http"
import { createTestDatabase } from "../../test/support/database.ts"
import { call } from "../../test/support/http.ts"
import { appendToStreams } from "../../eventstore/event-store.ts"
import { eventIdsFrom } from "../../commands/payments/deterministic-event-id.ts"
import { reconcilePayments } from "../../jobs/payments/payments-reconcile-job.ts"
import {
  getWith,
  makePaymentsTestServer,
  origin,
  postJson,
  seedUser,
  signedWebhook,
  streamTypes,
} from "../../test/support/payments.ts"

const db = await createTestDatabase()

interface Created {
  readonly checkout_url: string
  readonly session_id: string
  readonly provider: string
}
interface Info {
  readonly total_sessions_available: number
  readonly purchased_sessions_remaining: number
  readonly subscription_sessions_remaining: number
  readonly has_active_subscription: boolean
  readonly subscription_expires_at: string | null
}

const seed = () => Effect.promise(() => seedUser(db.sql))
const types = (streamId: string) => Effect.promise(() => streamTypes(db.sql, streamId))
const info = (token: string) =>
  Effect.map(call(getWith("/api/user/session-info", token)), (r) => r.json as Info)
const create = (token: string, packageType: string, frontendOrigin?: string) =>
  call(
    postJson(
      "/api/payments/checkout/create",
      {
        package_type: packageType,
        ...(frontendOrigin === undefined ? {} : { frontend_origin: frontendOrigin }),
      },
      token,
    ),
  )
const createOk = (token: string, packageType = "single_session") =>
  Effect.gen(function* () {
    const res = yield* create(token, packageType, yield* origin)
    assert.strictEqual(res.status, 200, res.text)
    return res.json as Created
  })
const status = (token: string, sessionId: string) =>
  call(getWith(`/api/payments/checkout/status/${encodeURIComponent(sessionId)}`, token))

/** Submits the local checkout page's form like a browser would, without following the 303. */
const submitPage = (checkoutUrl: string, action: string) =>
  Effect.promise(async () => {
    const res = await fetch(checkoutUrl, {
      method: "POST",
      body: new URLSearchParams({ action }),
      redirect: "manual",
    })
    return { status: res.status, location: res.headers.get("location"), text: await res.text() }
  })

const successRow = (sessionId: string) =>
  Effect.promise(
    async () =>
      (
        await db.sql<
          { success_url: string }[]
        >`select success_url from local_checkout_sessions where id = ${sessionId}`
      )[0]?.success_url,
  )

/** What the provider would say happened while our webhook endpoint heard nothing. */
const markPaidAtProvider = (sessionId: string, subscription: string | null = null) =>
  Effect.promise(
    () =>
      db.sql`update local_checkout_sessions set status = 'complete', payment_status = 'paid', subscription_id = ${subscription}, closed_at = now() where id = ${sessionId}`,
  )

/** A Stripe-shaped checkout.session.completed for one of our sessions. */
const completedEvent = (
  eventId: string,
  s: { id: string; userId: string; packageType: string; amount: number; subscription?: string },
  type = "checkout.session.completed",
) =>
  JSON.stringify({
    id: eventId,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type,
    data: {
      object: {
        id: s.id,
        object: "checkout.session",
        mode: s.packageType === "monthly_subscription" ? "subscription" : "payment",
        status: "complete",
        payment_status: "paid",
        amount_total: s.amount,
        currency: "eur",
        client_reference_id: s.userId,
        metadata: { userId: s.userId, packageType: s.packageType },
        subscription: s.subscription ?? null,
        invoice: null,
      },
    },
  })

const invoicePaid = (
  eventId: string,
  i: { id: string; subscription: string; userId?: string; start: number; end: number; reason?: string },
) =>
  JSON.stringify({
    id: eventId,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type: "invoice.paid",
    data: {
      object: {
        id: i.id,
        object: "invoice",
        amount_paid: 1999,
        currency: "eur",
        billing_reason: i.reason ?? "subscription_cycle",
        period_start: i.start - 30 * 86_400,
        period_end: i.start,
        parent: {
          type: "subscription_details",
          subscription_details: {
            subscription: i.subscription,
            metadata: i.userId ? { userId: i.userId, packageType: "monthly_subscription" } : {},
          },
        },
        lines: {
          object: "list",
          data: [
            {
              id: `il_${i.id}`,
              object: "line_item",
              metadata: {},
              parent: { type: "subscription_item_details" },
              period: { start: i.start, end: i.end },
            },
          ],
        },
      },
    },
  })

const shuffle = <A>(items: ReadonlyArray<A>): Array<A> => {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

layer(makePaymentsTestServer(db.url), { excludeTestServices: true })(
  "payments with the local provider",
  (it) => {
    it.effect(
      "given a user, when a single session checkout is created, then the page renders and CheckoutStarted holds the catalogue price",
      () =>
        Effect.gen(function* () {
          const { token } = yield* seed()
          const here = yield* origin
          const created = yield* createOk(token)
          assert.strictEqual(created.provider, "local")
          assert.isTrue(created.checkout_url.startsWith(`${here}/api/payments/local-checkout/`))
          assert.strictEqual(
            yield* successRow(created.session_id),
            `${here}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          )
          const [started] = yield* Effect.promise(
            () => db.sql<
              { type: string; data: { amountCents: number; currency: string; package: string } }[]
            >`
          select type, data from events where stream_id = ${`checkout-${created.session_id}`}`,
          )
          assert.strictEqual(started?.type, "CheckoutStarted")
          assert.deepInclude(started?.data, { amountCents: 999, currency: "eur", package: "single_session" })

          const page = yield* call(getWith(new URL(created.checkout_url).pathname))
          assert.strictEqual(page.status, 200)
          assert.include(page.headers["content-type"] ?? "", "text/html")
          assert.include(page.text, "Paga")
          assert.include(page.text, "nessun denaro viene trasferito")
          assert.include(page.headers["content-security-policy"] ?? "", `form-action 'self' ${here}`)
        }),
    )

    it.effect(
      "given the client on localhost:5173, when creating, then it returns there and the page's CSP lets the form land there",
      () =>
        Effect.gen(function* () {
          const { token } = yield* seed()
          const res = yield* create(token, "single_session", "http://localhost:5173")
          const created = res.json as Created
          assert.strictEqual(
            yield* successRow(created.session_id),
            "http://localhost:5173/payment-success?session_id={CHECKOUT_SESSION_ID}",
          )
          const page = yield* call(getWith(new URL(created.checkout_url).pathname))
          assert.include(
            page.headers["content-security-policy"] ?? "",
            "form-action 'self' http://localhost:5173",
          )
        }),
    )

    it.effect(
      "given a foreign or malformed frontend_origin or an unknown package, when creating, then PUBLIC_URL is used or 400",
      () =>
        Effect.gen(function* () {
          const { token } = yield* seed()
          const here = yield* origin
          const foreign = (yield* create(token, "single_session", "https://evil.example.com")).json as Created
          assert.strictEqual(
            yield* successRow(foreign.session_id),
            `${here}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          )
          const bad = yield* create(token, "single_session", "javascript:alert(1)")
          assert.strictEqual(bad.status, 400)
          assert.strictEqual((bad.json as { code: string }).code, "VALIDATION_ERROR")
          const unknown = yield* create(token, "lifetime_deal", here)
          assert.strictEqual(unknown.status, 400)
          assert.deepStrictEqual(unknown.json, {
            detail: "Pacchetto non valido: scegli la sessione singola o l'abbonamento mensile.",
            code: "VALIDATION_ERROR",
          })
          assert.strictEqual(
            (yield* call(postJson("/api/payments/checkout/create", { package_type: "single_session" })))
              .status,
            401,
          )
        }),
    )

    it.effect(
      "given a checkout, when the user pays on the page, then the webhook credits one session once and the status is paid",
      () =>
        Effect.gen(function* () {
          const { userId, token } = yield* seed()
          const created = yield* createOk(token)
          const paid = yield* submitPage(created.checkout_url, "pay")
          assert.strictEqual(paid.status, 303)
          assert.strictEqual(
            paid.location,
            `${yield* origin}/payment-success?session_id=${created.session_id}`,
          )
          assert.deepStrictEqual(yield* types(`checkout-${created.session_id}`), [
            "CheckoutStarted",
            "PaymentConfirmed",
          ])
          assert.deepStrictEqual(yield* types(`wallet-${userId}`), [
            "FreeSessionsGranted",
            "CreditsPurchased",
          ])
          const after = yield* info(token)
          assert.strictEqual(after.purchased_sessions_remaining, 1)
          assert.strictEqual(after.total_sessions_available, 4)
          const res = yield* status(token, created.session_id)
          assert.strictEqual(res.status, 200)
          assert.deepStrictEqual(res.json, {
            session_id: created.session_id,
            payment_status: "paid",
            amount: 9.99,
            currency: "eur",
            package_type: "single_session",
          })
          // Paying twice (back button, double submit) sends nothing again.
          assert.strictEqual((yield* submitPage(created.checkout_url, "pay")).status, 303)
          assert.strictEqual((yield* info(token)).purchased_sessions_remaining, 1)
        }),
    )

    it.effect(
      "given a checkout, when the user cancels, then 303 to payment-cancelled, nothing is credited and the status is expired",
      () =>
        Effect.gen(function* () {
          const { userId, token } = yield* seed()
          const created = yield* createOk(token)
          const before = yield* status(token, created.session_id)
          assert.strictEqual((before.json as { payment_status: string }).payment_status, "unpaid")
          const cancelled = yield* submitPage(created.checkout_url, "cancel")
          assert.strictEqual(cancelled.status, 303)
          assert.strictEqual(cancelled.location, `${yield* origin}/payment-cancelled`)
          assert.strictEqual(
            ((yield* status(token, created.session_id)).json as { payment_status: string }).payment_status,
            "expired",
          )
          assert.deepStrictEqual(yield* types(`wallet-${userId}`), ["FreeSessionsGranted"])
          assert.deepStrictEqual(yield* types(`checkout-${created.session_id}`), [
            "CheckoutStarted",
            "CheckoutExpired",
          ])
        }),
    )

    it.effect("given bad page input, when posting or loading, then JSON 400/404", () =>
      Effect.gen(function* () {
        const { token } = yield* seed()
        const created = yield* createOk(token)
        const bogus = yield* submitPage(created.checkout_url, "steal")
        assert.strictEqual(bogus.status, 400)
        assert.strictEqual(JSON.parse(bogus.text).code, "VALIDATION_ERROR")
        const missing = yield* call(getWith("/api/payments/local-checkout/cs_local_nope"))
        assert.strictEqual(missing.status, 404)
        assert.deepStrictEqual(missing.json, {
          detail: "Sessione di pagamento non trovata.",
          code: "NOT_FOUND",
        })
        assert.strictEqual(
          (yield* submitPage(`${yield* origin}/api/payments/local-checkout/cs_local_nope`, "pay")).status,
          404,
        )
      }),
    )

    it.effect("given someone else's or an unknown checkout, when its status is asked, then 404", () =>
      Effect.gen(function* () {
        const owner = yield* seed()
        const other = yield* seed()
        const created = yield* createOk(owner.token)
        const res = yield* status(other.token, created.session_id)
        assert.strictEqual(res.status, 404)
        assert.strictEqual((res.json as { code: string }).code, "NOT_FOUND")
        assert.strictEqual((yield* status(owner.token, "cs_local_unknown")).status, 404)
      }),
    )

    it.effect(
      "given a paid checkout, when status checks race the webhook, then the wallet is credited exactly once",
      () =>
        Effect.gen(function* () {
          const { userId, token } = yield* seed()
          const created = yield* createOk(token)
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
          yield* markPaidAtProvider(second.session_id)
          const event = completedEvent("evt_race_2", {
            id: second.session_id,
            userId,
            packageType: "single_session",
            amount: 999,
          })
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
          assert.deepStrictEqual(yield* types(`wallet-${userId}`), [
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
          const { userId, token } = yield* seed()
          const created = yield* createOk(token)
          const session = { id: created.session_id, userId, packageType: "single_session", amount: 999 }
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
          assert.deepStrictEqual(yield* types(`checkout-${created.session_id}`), [
            "CheckoutStarted",
            "PaymentConfirmed",
          ])
          assert.deepStrictEqual(yield* types(`wallet-${userId}`), [
            "FreeSessionsGranted",
            "CreditsPurchased",
          ])
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
          assert.deepStrictEqual(yield* types(`wallet-${userId}`), [
            "FreeSessionsGranted",
            "CreditsPurchased",
          ])
        }),
    )

    it.effect(
      "given a provider event whose event ids are already in the store, when it arrives, then DuplicateEventId counts as done: 200, nothing appended",
      () =>
        Effect.gen(function* () {
          const { userId, token } = yield* seed()
          const created = yield* createOk(token)
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
          const payload = completedEvent("evt_seen_before", {
            id: created.session_id,
            userId,
            packageType: "single_session",
            amount: 999,
          })
          const res = yield* call(signedWebhook(payload))
          assert.strictEqual(res.status, 200)
          assert.deepStrictEqual(yield* types(stream), ["CheckoutStarted"])
          assert.deepStrictEqual(yield* types(`wallet-${userId}`), ["FreeSessionsGranted"])
        }),
    )

    it.effect(
      "given a webhook with a tampered body, a foreign secret or no signature, when received, then 400 INVALID_SIGNATURE and nothing changes",
      () =>
        Effect.gen(function* () {
          const { userId, token } = yield* seed()
          const created = yield* createOk(token)
          const payload = completedEvent("evt_tampered", {
            id: created.session_id,
            userId,
            packageType: "single_session",
            amount: 999,
          })
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
          assert.deepStrictEqual(yield* types(`wallet-${userId}`), ["FreeSessionsGranted"])
        }),
    )

    it.effect(
      "given a subscription checkout, when paid, then 8 sessions and an active subscription; a second one is refused; renewals open a new period once",
      () =>
        Effect.gen(function* () {
          const { userId, token } = yield* seed()
          const created = yield* createOk(token, "monthly_subscription")
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
          assert.strictEqual((again.json as { code: string }).code, "CONFLICT")

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
          assert.deepStrictEqual(yield* types(`wallet-${userId}`), [
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
          const { userId, token } = yield* seed()
          const created = yield* createOk(token)
          yield* markPaidAtProvider(created.session_id)
          const first = yield* reconcilePayments
          assert.isAtLeast(first.credited, 1)
          assert.strictEqual(first.failed, 0)
          assert.deepStrictEqual(yield* types(`wallet-${userId}`), [
            "FreeSessionsGranted",
            "CreditsPurchased",
          ])
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
  },
)
