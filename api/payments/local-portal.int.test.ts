import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { call } from "../../test/support/http.ts"
import { checkoutSetup } from "../../test/support/checkout-flow.ts"
import { getWith, origin, postJson } from "../../test/support/payments.ts"

const flow = await checkoutSetup()
const { db, info, seed, seedCheckout, walletTypes, submitPage } = flow

const openPortal = (token: string) =>
  Effect.gen(function* () {
    return yield* call(postJson("/api/payments/portal", { frontend_origin: yield* origin }, token))
  })

/** The local page as a browser reads it. */
const page = (url: string) =>
  Effect.promise(async () => {
    const res = await fetch(url)
    return { status: res.status, csp: res.headers.get("content-security-policy"), html: await res.text() }
  })

/** A user whose monthly subscription was paid on the local checkout page. */
const subscriber = Effect.gen(function* () {
  const { userId, token, created } = yield* seedCheckout("monthly_subscription")
  assert.strictEqual((yield* submitPage(created.checkout_url, "pay")).status, 303)
  return { userId, token }
})

describe("managing a subscription with the local provider (its stand-in for Stripe's customer portal)", () => {
  layer(flow.server, { excludeTestServices: true })((it) => {
    it.effect(
      "given an active subscription, when 'Annulla il rinnovo' is pressed on the local page, then it is cancelled at the period's end, once, and the page and the card say so",
      () =>
        Effect.gen(function* () {
          const { userId, token } = yield* subscriber
          const opened = yield* openPortal(token)
          assert.strictEqual(opened.status, 200, opened.text)
          const { portal_url, provider } = opened.json as { portal_url: string; provider: string }
          assert.strictEqual(provider, "local")
          assert.match(
            portal_url,
            new RegExp(`^${yield* origin}/api/payments/local-portal/bps_local_[0-9a-f]{32}$`),
          )

          const before = yield* page(portal_url)
          assert.strictEqual(before.status, 200)
          assert.include(before.html, "Si rinnova automaticamente")
          assert.include(before.html, "Annulla il rinnovo")
          assert.include(before.html, "nessun denaro viene trasferito")
          assert.include(before.csp ?? "", "form-action 'self'")

          const cancelled = yield* submitPage(portal_url, "cancel")
          assert.strictEqual(cancelled.status, 303)
          assert.strictEqual(cancelled.location, `${yield* origin}/dashboard`)
          assert.deepStrictEqual(yield* walletTypes(userId), [
            "FreeSessionsGranted",
            "SubscriptionActivated",
            "SubscriptionCancelled",
          ])
          assert.deepInclude((yield* info(token)) as object, {
            has_active_subscription: true,
            subscription_cancelled: true,
            subscription_sessions_remaining: 8,
          })

          const after = yield* page(portal_url)
          assert.include(after.html, "Il rinnovo è annullato")
          assert.notInclude(after.html, "<button")
          // pressed again (back button): nothing more is recorded
          assert.strictEqual((yield* submitPage(portal_url, "cancel")).status, 303)
          const reopened = yield* openPortal(token)
          assert.include(
            (yield* page((reopened.json as { portal_url: string }).portal_url)).html,
            "Il rinnovo è annullato",
          )
          assert.strictEqual(
            (yield* walletTypes(userId)).filter((t) => t === "SubscriptionCancelled").length,
            1,
          )
        }),
    )

    it.effect("given no subscription, when it is managed, then 409 NO_ACTIVE_SUBSCRIPTION in Italian", () =>
      Effect.gen(function* () {
        const { token } = yield* seed()
        const res = yield* openPortal(token)
        assert.strictEqual(res.status, 409)
        assert.deepStrictEqual(res.json, {
          code: "NO_ACTIVE_SUBSCRIPTION",
          detail: "Non hai un abbonamento attivo da gestire.",
        })
      }),
    )

    it.effect(
      "given an unknown page, a wrong action or no token, then 404, 400 and 401 with Italian texts",
      () =>
        Effect.gen(function* () {
          const unknown = yield* call(getWith("/api/payments/local-portal/bps_local_nothing"))
          assert.strictEqual(unknown.status, 404)
          assert.strictEqual((unknown.json as { code: string }).code, "NOT_FOUND")
          const { token } = yield* subscriber
          const { portal_url } = (yield* openPortal(token)).json as { portal_url: string }
          const wrong = yield* submitPage(portal_url, "pay")
          assert.strictEqual(wrong.status, 400)
          assert.deepStrictEqual(JSON.parse(wrong.text), {
            detail: "Azione non valida: scegli Annulla il rinnovo.",
            code: "VALIDATION_ERROR",
          })
          const anonymous = yield* call(postJson("/api/payments/portal", {}))
          assert.strictEqual(anonymous.status, 401)
        }),
    )

    it.effect("given a page opened more than an hour ago, then it is gone", () =>
      Effect.gen(function* () {
        const { token } = yield* subscriber
        const { portal_url } = (yield* openPortal(token)).json as { portal_url: string }
        const id = portal_url.split("/").at(-1) ?? ""
        yield* Effect.promise(
          () =>
            db.sql`update local_portal_sessions set created_at = now() - interval '61 minutes' where id = ${id}`,
        )
        assert.strictEqual((yield* page(portal_url)).status, 404)
        assert.strictEqual((yield* submitPage(portal_url, "cancel")).status, 404)
      }),
    )
  })
})
