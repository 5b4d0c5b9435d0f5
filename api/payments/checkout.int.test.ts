import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { call } from "../../test/support/http.ts"
import { checkoutSetup, type Created, paidSingleStatus } from "../../test/support/checkout-flow.ts"
import { getWith, origin, postJson } from "../../test/support/payments.ts"

const flow = await checkoutSetup()
const { db, seed, types, info, create, status, seedCheckout, submitPage, successRow } = flow

describe("payments with the local provider", () => {
  layer(flow.server, { excludeTestServices: true })((it) => {
    it.effect(
      "given a user, when a single session checkout is created, then the page renders and CheckoutStarted holds the catalogue price",
      () =>
        Effect.gen(function* () {
          const { created } = yield* seedCheckout()
          const here = yield* origin
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
          const { userId, token, created } = yield* seedCheckout()
          const paid = yield* submitPage(created.checkout_url, "pay")
          assert.strictEqual(paid.status, 303)
          assert.strictEqual(
            paid.location,
            `${yield* origin}/payment-success?session_id=${created.session_id}`,
          )
          yield* flow.expectCreditedOnce(userId, created.session_id)
          const after = yield* info(token)
          assert.strictEqual(after.purchased_sessions_remaining, 1)
          assert.strictEqual(after.total_sessions_available, 4)
          const res = yield* status(token, created.session_id)
          assert.strictEqual(res.status, 200)
          assert.deepStrictEqual(res.json, paidSingleStatus(created.session_id))
          // Paying twice (back button, double submit) sends nothing again.
          assert.strictEqual((yield* submitPage(created.checkout_url, "pay")).status, 303)
          assert.strictEqual((yield* info(token)).purchased_sessions_remaining, 1)
        }),
    )

    it.effect(
      "given a checkout, when the user cancels, then 303 to payment-cancelled, nothing is credited and the status is expired",
      () =>
        Effect.gen(function* () {
          const { userId, token, created } = yield* seedCheckout()
          const before = yield* status(token, created.session_id)
          assert.strictEqual((before.json as { payment_status: string }).payment_status, "unpaid")
          const cancelled = yield* submitPage(created.checkout_url, "cancel")
          assert.strictEqual(cancelled.status, 303)
          assert.strictEqual(cancelled.location, `${yield* origin}/payment-cancelled`)
          assert.strictEqual(
            ((yield* status(token, created.session_id)).json as { payment_status: string }).payment_status,
            "expired",
          )
          assert.deepStrictEqual(yield* flow.walletTypes(userId), ["FreeSessionsGranted"])
          assert.deepStrictEqual(yield* types(`checkout-${created.session_id}`), [
            "CheckoutStarted",
            "CheckoutExpired",
          ])
        }),
    )

    it.effect("given bad page input, when posting or loading, then JSON 400/404", () =>
      Effect.gen(function* () {
        const { created } = yield* seedCheckout()
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
        const { token, created } = yield* seedCheckout()
        const other = yield* seed()
        const res = yield* status(other.token, created.session_id)
        assert.strictEqual(res.status, 404)
        assert.strictEqual((res.json as { code: string }).code, "CHECKOUT_NOT_FOUND")
        assert.strictEqual((yield* status(token, "cs_local_unknown")).status, 404)
      }),
    )
  })
})
