import { Clock, Duration, Effect, Layer } from "effect"
import { HttpClientRequest } from "effect/http"
import { HttpApi, HttpApiBuilder } from "effect/http-api"
import { IpNetwork } from "effect/net"
import { PgBoss } from "pg-boss"
import { afterAll } from "vitest"
import { Db } from "../../eventstore/db.ts"
import { AppendHooks, EventStore } from "../../eventstore/event-store.ts"
import { JobQueue, makeJobQueue } from "../../eventstore/job-queue.ts"
import { queueNames, queues } from "../../eventstore/queues.ts"
import { inlineProjectionsHook } from "../../projections/inline-projections.ts"
import { projections } from "../../projections/registry.ts"
import { createTestDatabase, type TestDatabase } from "./database.ts"
import { call, makeTestServer } from "./http.ts"
import { AccountLive } from "../../api/account-http.ts"
import { AuthLive } from "../../api/auth-http.ts"
import { AdminOnlyLive, AuthorizationLive } from "../../api/authentication/authorization.ts"
import { Passwords } from "../../commands/accounts/passwords.ts"
import { RateLimiter } from "../../commands/rate-limits/rate-limiter.ts"
import { Tokens } from "../../api/authentication/tokens.ts"
import { AccountGroup } from "../../contract/account.ts"
import { AuthGroup } from "../../contract/auth.ts"
import { RequestValidation } from "../../contract/middleware.ts"
import { UserGroup } from "../../contract/user.ts"
import { ApiNotFound, makeHttpPolicy } from "../../api/http-middleware.ts"
import { RequestValidationLive } from "../../api/request-validation.ts"
import { UserLive } from "../../api/user-http.ts"

// every test user signs up from 127.0.0.1; the sign-up limit has its own test (api/accounts/sign-up-limits)
process.env.COGI_SIGNUPS_PER_IP_PER_HOUR ??= "100000"
// and each signs in after signing up (sign-up answers without a token)
process.env.COGI_LOGINS_PER_IP_PER_15_MIN ??= "100000"

/*
 * Test support for the accounts groups (not a test file). The server mounts only the auth and user groups, with
 * the real handlers, middleware and global policy, on a real database with the inline projections and pg-boss.
 */

/** The accounts groups alone, shaped like `Api` (same id and prefixes), so the real handler layers fit. */
class AccountsApi extends HttpApi.make("cogi")
  .add(AuthGroup, UserGroup, AccountGroup)
  .middleware(RequestValidation)
  .prefix("/api")
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" }) {}

/** A wall clock the test can move forward (the server runs on live services, not TestClock). */
export const makeShiftableClock = () => {
  let offsetMs = 0
  const now = () => Date.now() + offsetMs
  const clock: Clock.Clock = {
    currentTimeMillisUnsafe: now,
    currentTimeMillis: Effect.sync(now),
    currentTimeNanosUnsafe: () => BigInt(now()) * 1_000_000n,
    currentTimeNanos: Effect.sync(() => BigInt(now()) * 1_000_000n),
    monotonicTimeNanosUnsafe: () => process.hrtime.bigint(),
    monotonicTimeNanos: Effect.sync(() => process.hrtime.bigint()),
    sleep: (duration) =>
      Effect.callback<void>((resume) => {
        const timer = setTimeout(() => resume(Effect.void), Duration.toMillis(duration))
        return Effect.sync(() => clearTimeout(timer))
      }),
  }
  return { clock, advance: (duration: Duration.Input) => void (offsetMs += Duration.toMillis(duration)) }
}

export const startBoss = async (url: string) => {
  const boss = new PgBoss({ connectionString: url, schema: "pgboss", max: 2 })
  await boss.start()
  for (const name of queueNames) await boss.createQueue(name, queues[name])
  afterAll(() => boss.stop({ graceful: false, timeout: 1000 }))
  return boss
}

/** `passwords`: the real hashing cost where timing matters (the sign-up answer test); the cheapest elsewhere. */
export const makeAccountsServer = (
  db: TestDatabase,
  boss: PgBoss,
  clock: Clock.Clock,
  passwords: typeof Passwords.layerTest = Passwords.layerTest,
) => {
  const routes = HttpApiBuilder.layer(AccountsApi).pipe(
    Layer.provide([AuthLive, UserLive, AccountLive]),
    Layer.provide([RequestValidationLive, AuthorizationLive, AdminOnlyLive]),
  )
  const loopback = [IpNetwork.fromStringUnsafe("127.0.0.0/8"), IpNetwork.fromStringUnsafe("::1/128")]
  const app = Layer.mergeAll(routes, ApiNotFound, makeHttpPolicy({ trustedProxies: loopback }))
  const secret = new TextEncoder().encode("accounts-test-secret-0123456789-abcdef")
  return makeTestServer(app).pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        Tokens.layerWith({ secret, ttl: Duration.days(7) }),
        passwords,
        RateLimiter.layer,
        EventStore.layer,
        Layer.succeed(JobQueue)(makeJobQueue(boss)),
      ),
    ),
    Layer.provideMerge(Layer.succeed(AppendHooks)([inlineProjectionsHook(projections)])),
    Layer.provideMerge(Db.layer(db.url)),
    Layer.provideMerge(Layer.succeed(Clock.Clock)(clock)),
  )
}

/** What an accounts test file starts from: its own database, pg-boss on it, a clock to move, the server on the three. */
export const accountsSetup = async (passwords: typeof Passwords.layerTest = Passwords.layerTest) => {
  const db = await createTestDatabase()
  const boss = await startBoss(db.url)
  const time = makeShiftableClock()
  return { db, boss, time, server: makeAccountsServer(db, boss, time.clock, passwords) }
}

/** POST/PUT with a JSON body, optionally as a client behind the (trusted) proxy at `ip`, or with a bearer token. */
export const send = (
  method: "POST" | "PUT",
  path: string,
  body: unknown,
  options: { readonly token?: string; readonly ip?: string } = {},
) => {
  let request = (method === "POST" ? HttpClientRequest.post(path) : HttpClientRequest.put(path)).pipe(
    HttpClientRequest.bodyText(JSON.stringify(body), "application/json"),
  )
  if (options.token !== undefined) request = HttpClientRequest.bearerToken(request, options.token)
  if (options.ip !== undefined) request = HttpClientRequest.setHeader(request, "x-forwarded-for", options.ip)
  return call(request)
}

export const getMe = (token?: string) => {
  const request = HttpClientRequest.get("/api/user/me")
  return call(token === undefined ? request : HttpClientRequest.bearerToken(request, token))
}

let counter = 0
/** A valid registration body with a fresh address; 16 zero bytes as salt is fine for the server. */
export const registration = (overrides: Record<string, unknown> = {}) => {
  counter += 1
  return {
    name: "Anna Rossi",
    email: `anna.${Date.now()}.${counter}@example.it`,
    password: "segreto123",
    ai_name: "Luna",
    encryption_salt: Buffer.alloc(16, 7).toString("base64"),
    consent_health_data: true,
    adult: true,
    ...overrides,
  }
}

export interface AuthBody {
  readonly access_token: string
  readonly token_type: string
  readonly user: Record<string, unknown> & { readonly id: string }
}

/** What POST /auth/register answers to every accepted sign-up, new address or not (202). */
export const signUpAccepted = {
  message:
    "Ti abbiamo inviato un'email all'indirizzo indicato: apri il link che contiene per continuare. Se non la trovi, controlla anche la cartella spam.",
}

/**
 * Signs up with `body` (202 and the same answer for every address), then signs in with its password, as the
 * user does after the mail: the session of the new, still unverified account.
 */
export const signUp = (
  body: { readonly email: string; readonly password: string },
  options: { readonly ip?: string } = {},
) =>
  Effect.gen(function* () {
    const registered = yield* send("POST", "/api/auth/register", body, options)
    if (registered.status !== 202 || registered.text !== JSON.stringify(signUpAccepted))
      return yield* Effect.die(new Error(`sign-up ${body.email}: ${registered.status} ${registered.text}`))
    const login = yield* send(
      "POST",
      "/api/auth/login",
      { email: body.email, password: body.password },
      options,
    )
    if (login.status !== 200)
      return yield* Effect.die(new Error(`login ${body.email}: ${login.status} ${login.text}`))
    return login.json as AuthBody
  })

/** The mail__send jobs enqueued for a user, oldest first. */
export const mailJobsOf = (db: TestDatabase, userId: string) =>
  Effect.promise(
    () =>
      db.sql<{ data: { kind: string; userId: string; token: string; resend: boolean } }[]>`
        select data from pgboss.job where name = 'mail__send' and data->>'userId' = ${userId}
        order by created_on`,
  ).pipe(Effect.map((rows) => rows.map((r) => r.data)))

/** Signs up and in with a fresh registration body (`overrides` on top): the body sent and the session. */
export const registerOk = (overrides: Record<string, unknown> = {}) =>
  Effect.gen(function* () {
    const body = registration(overrides)
    return { body, auth: yield* signUp(body) }
  })

/** The event types of one stream, oldest first. */
export const streamTypes = (db: TestDatabase, streamId: string) =>
  Effect.promise(
    () =>
      db.sql<
        { type: string }[]
      >`select type from events where stream_id = ${streamId} order by stream_version`,
  ).pipe(Effect.map((rows) => rows.map((r) => r.type)))

/** The Italian `detail` of an error body. */
export const detailOf = (json: unknown): string =>
  typeof json === "object" && json !== null && "detail" in json && typeof json.detail === "string"
    ? json.detail
    : ""
