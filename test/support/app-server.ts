import { Duration, Effect, Layer } from "effect"
import { HttpClientRequest, HttpServer } from "effect/http"
import { AiService } from "../../adapters/ai/ai-service.ts"
import { coreLayer } from "../../commands/write-side.ts"
import { Passwords } from "../../commands/accounts/passwords.ts"
import { RateLimiter } from "../../commands/rate-limits/rate-limiter.ts"
import { Tokens } from "../../api/authentication/tokens.ts"
import { DevClock, DevClockTime } from "../../eventstore/dev-clock.ts"
import { makeHttpApp } from "../../api/server.ts"
import { localPaymentsLayer } from "./payments.ts"
import { Db } from "../../eventstore/db.ts"
import { call, makeStaticRoot, makeTestServer } from "./http.ts"
import { testJwtSecret } from "./seed-user.ts"

export { seedUser, testJwtSecret } from "./seed-user.ts"

/**
 * The whole app over real HTTP on a test database: every route, the event store with its inline projections
 * and job hooks, pg-boss (no workers), fast argon2, the offline assistant answering at once, and a clock
 * that tests move with `POST /api/dev/clock` (COGI_DEV_CLOCK=1 is set for the test process).
 */
export interface AppTestOptions {
  readonly ai?: Layer.Layer<AiService>
  readonly jwtSecret?: Uint8Array
}

/** Every service the routes need, on the test database `url` (pg-boss included, without workers). */
export const appTestServices = (url: string, options: AppTestOptions = {}) => {
  process.env.COGI_DEV_CLOCK = "1"
  // every test user signs up from 127.0.0.1; the sign-up limit has its own test
  process.env.COGI_SIGNUPS_PER_IP_PER_HOUR ??= "100000"
  process.env.COGI_LOGINS_PER_IP_PER_15_MIN ??= "100000"
  // one test user may send many messages a minute; the allowance has its own test (api/chats/ai-allowance)
  process.env.COGI_AI_CALLS_PER_MINUTE ??= "100000"
  process.env.COGI_AI_CALLS_PER_DAY ??= "100000"
  return Layer.mergeAll(
    Tokens.layerWith({ secret: options.jwtSecret ?? testJwtSecret, ttl: Duration.hours(1) }),
    Passwords.layerTest,
    RateLimiter.layer,
    options.ai ?? AiService.layerLocal({ wordDelayMs: 0 }),
    // Offline checkout; its webhook goes nowhere here (payment flows are tested in api/payments).
    localPaymentsLayer("http://127.0.0.1:9"),
  ).pipe(
    Layer.provideMerge(coreLayer({ worker: false })),
    Layer.provideMerge(DevClockTime),
    Layer.provideMerge(DevClock.layer),
    Layer.provideMerge(Db.layer(url)),
  )
}

/**
 * The whole app over real HTTP on a test database: every route, the event store with its inline projections
 * and job hooks, pg-boss (no workers), fast argon2, the offline assistant answering at once, and a clock
 * that tests move with `POST /api/dev/clock` (COGI_DEV_CLOCK=1 is set for the test process).
 */
export const makeAppTestServer = (url: string, options: AppTestOptions = {}) =>
  makeTestServer(makeHttpApp({ staticRoot: makeStaticRoot() })).pipe(
    Layer.provideMerge(appTestServices(url, options)),
  )

const sendJson = (request: HttpClientRequest.HttpClientRequest, body: unknown, token?: string) =>
  call(
    request.pipe(
      HttpClientRequest.bodyText(JSON.stringify(body), "application/json"),
      token ? HttpClientRequest.bearerToken(token) : (r) => r,
    ),
  )

export const postJson = (path: string, body: unknown, token?: string) =>
  sendJson(HttpClientRequest.post(path), body, token)

export const putJson = (path: string, body: unknown, token?: string) =>
  sendJson(HttpClientRequest.put(path), body, token)

/**
 * Signs up as the register form does (POST /api/auth/register answers 202, the same for any address), then signs
 * in with the same password, as the user does after the mail. Returns the sign-in's answer (200, token and user),
 * or the sign-up's when it was refused.
 */
export const signUpAndIn = (body: {
  readonly email: string
  readonly password: string
  readonly [field: string]: unknown
}) =>
  Effect.gen(function* () {
    const registered = yield* postJson("/api/auth/register", body)
    if (registered.status !== 202) return registered
    return yield* postJson("/api/auth/login", { email: body.email, password: body.password })
  })

export const getJson = (path: string, token?: string) =>
  call(HttpClientRequest.get(path).pipe(token ? HttpClientRequest.bearerToken(token) : (r) => r))

export const deleteJson = (path: string, token?: string) =>
  call(HttpClientRequest.delete(path).pipe(token ? HttpClientRequest.bearerToken(token) : (r) => r))

export const advanceClock = (minutes: number) =>
  Effect.asVoid(postJson("/api/dev/clock", { advance_minutes: minutes }))

/** The test server's own origin, for clients that are not Effect's HttpClient (fetch, EventSource readers). */
export const serverOrigin = Effect.map(HttpServer.HttpServer, (server) => {
  const address = server.address
  return "port" in address ? `http://127.0.0.1:${address.port}` : "http://127.0.0.1"
})
