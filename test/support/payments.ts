import { NodeHttpServer } from "@effect/platform-node"
import { Duration, Effect, Layer, Redacted } from "effect"
import { HttpClientRequest, HttpRouter, HttpServer } from "effect/http"
import Stripe from "stripe"
import { AiService } from "../../adapters/ai/ai-service.ts"
import { LocalCheckout, layerLocal } from "../../adapters/payments/local-provider.ts"
import type { PaymentsProvider } from "../../adapters/payments/payments-provider.ts"
import { layerStripe } from "../../adapters/payments/stripe-provider.ts"
import { Db, type Sql } from "../../eventstore/db.ts"
import { makeStaticRoot } from "./http.ts"
import { seedUser as seedUserInLog } from "./seed-user.ts"
import { coreLayer } from "../../commands/write-side.ts"
import { Passwords } from "../../commands/accounts/passwords.ts"
import { RateLimiter } from "../../commands/rate-limits/rate-limiter.ts"
import { Tokens } from "../../api/authentication/tokens.ts"
import { DevClock } from "../../eventstore/dev-clock.ts"
import { makeHttpApp } from "../../api/server.ts"
import { PaymentsSettings } from "../../api/payments/payments-settings.ts"

// every test user signs up from 127.0.0.1; the sign-up limit has its own test (api/accounts/sign-up-limits)
process.env.COGI_SIGNUPS_PER_IP_PER_HOUR ??= "100000"
process.env.COGI_LOGINS_PER_IP_PER_15_MIN ??= "100000"

/*
 * Test support for the payments and discount groups (not a test file): the whole app over real HTTP, with the
 * LOCAL payment provider whose PUBLIC_URL is the test server itself, so the checkout page's "Paga" really sends
 * the signed webhook to our own /api/payments/webhook.
 */

export const testWebhookSecret = "whsec_cogi_payments_test_secret"
const jwtSecret = new TextEncoder().encode("payments-test-secret-0123456789-abcdef")

/** The local provider and PaymentsSettings for a given PUBLIC_URL. Requires Db. */
export const localPaymentsLayer = (publicUrl: string) =>
  Layer.mergeAll(
    layerLocal({ publicUrl, webhookSecret: Redacted.make(testWebhookSecret) }),
    Layer.succeed(PaymentsSettings)(PaymentsSettings.of({ publicUrl })),
  )

const serverOrigin = Effect.gen(function* () {
  const { address } = yield* HttpServer.HttpServer
  if (address._tag === "UnixPathAddress")
    return yield* Effect.die(new Error("the test server must listen on TCP"))
  return `http://127.0.0.1:${address.port}`
})

export type PaymentsForOrigin = (
  publicUrl: string,
) => Layer.Layer<PaymentsProvider | LocalCheckout | PaymentsSettings, never, Db>

/** Stripe (e.g. against the fake Stripe server) in place of the local provider. */
export const stripePaymentsLayer =
  (options: { readonly apiBase: string; readonly secretKey: string }): PaymentsForOrigin =>
  (publicUrl) =>
    Layer.mergeAll(
      layerStripe({
        secretKey: Redacted.make(options.secretKey),
        webhookSecret: Redacted.make(testWebhookSecret),
        apiBase: options.apiBase,
        maxNetworkRetries: 0,
      }),
      LocalCheckout.layerDisabled,
      Layer.succeed(PaymentsSettings)(PaymentsSettings.of({ publicUrl })),
    )

/** The whole app; the payments layer gets PUBLIC_URL = the test server's own origin, known once it listens. */
export const makePaymentsTestServer = (url: string, payments: PaymentsForOrigin = localPaymentsLayer) =>
  HttpRouter.serve(makeHttpApp({ staticRoot: makeStaticRoot() }), {
    disableListenLog: true,
    disableLogger: true,
  }).pipe(
    Layer.provideMerge(Layer.unwrap(Effect.map(serverOrigin, payments))),
    Layer.provideMerge(NodeHttpServer.layerTest),
    Layer.provideMerge(
      Layer.mergeAll(
        Tokens.layerWith({ secret: jwtSecret, ttl: Duration.hours(1) }),
        Passwords.layerTest,
        RateLimiter.layer,
        AiService.layerLocal({ wordDelayMs: 0 }),
      ),
    ),
    Layer.provideMerge(coreLayer({ worker: false })),
    Layer.provideMerge(DevClock.layer),
    Layer.provideMerge(Db.layer(url)),
  )

export const origin = serverOrigin

export const postJson = (path: string, body: unknown, token?: string) =>
  HttpClientRequest.post(path).pipe(
    HttpClientRequest.bodyText(JSON.stringify(body), "application/json"),
    token === undefined ? (r) => r : HttpClientRequest.bearerToken(token),
  )

export const getWith = (path: string, token?: string) =>
  HttpClientRequest.get(path).pipe(token === undefined ? (r) => r : HttpClientRequest.bearerToken(token))

export const postForm = (path: string, fields: Record<string, string>) =>
  HttpClientRequest.post(path).pipe(
    HttpClientRequest.bodyText(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded"),
  )

/** A raw webhook body with a Stripe-Signature header made with `secret` (the SDK's own test helper). */
export const signedWebhook = (payload: string, secret = testWebhookSecret) =>
  HttpClientRequest.post("/api/payments/webhook").pipe(
    HttpClientRequest.bodyText(payload, "application/json"),
    HttpClientRequest.setHeader(
      "stripe-signature",
      Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    ),
  )

let seeded = 0
/** A verified user with the 3 free sessions, written straight to the log (inline projections included). */
export const seedUser = (sql: Sql, options: { readonly email?: string } = {}) => {
  seeded += 1
  const email = options.email ?? `pagante.${seeded}.${Math.random().toString(36).slice(2, 10)}@example.it`
  return seedUserInLog(sql, "Marta", { email, jwtSecret })
}

/** Event types of a stream, in order. */
export const streamTypes = async (sql: Sql, streamId: string) =>
  (
    await sql<
      { type: string }[]
    >`select type from events where stream_id = ${streamId} order by stream_version`
  ).map((r) => r.type)
