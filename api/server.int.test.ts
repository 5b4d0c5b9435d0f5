import { assert, describe, layer } from "@effect/vitest"
import { Effect, Layer, Schema } from "effect"
import { HttpClientRequest } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiClient, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { createTestDatabase } from "../test/support/database.ts"
import { call, makeStaticRoot, makeTestServer } from "../test/support/http.ts"
import { appTestServices, seedUser } from "../test/support/app-server.ts"
import { AdminOnlyLive, AuthorizationLive } from "./auth/authorization.ts"
import { RateLimiter } from "../commands/auth/rate-limit.ts"
import { Tokens } from "./auth/tokens.ts"
import { RateLimited, RateLimitedError } from "./contract/errors.ts"
import { AdminOnly, Authorization, CurrentUser, RequestValidation } from "./contract/middleware.ts"
import { securityHeaders } from "./http-middleware.ts"
import { RequestValidationLive } from "./request-validation.ts"
import { makeHttpApp } from "./server.ts"
import { clientAddress } from "./client-address.ts"
import { IpNetwork } from "effect/net"

// A test-only API mounted beside the real one: protected, admin, payload, defect and rate-limited endpoints.
class ProbeGroup extends HttpApiGroup.make("probe")
  .add(
    HttpApiEndpoint.post("echo", "/echo", {
      payload: Schema.Struct({ name: Schema.String.check(Schema.isMinLength(2)), age: Schema.Int }),
      success: Schema.Struct({ name: Schema.String }),
    }),
    HttpApiEndpoint.get("boom", "/boom", { success: Schema.Void }),
    HttpApiEndpoint.get("limited", "/limited", {
      success: Schema.Struct({ ok: Schema.Boolean }),
      error: RateLimited,
    }),
    HttpApiEndpoint.get("enforced", "/enforced", {
      success: Schema.Struct({ ok: Schema.Boolean }),
      error: RateLimited,
    }),
    HttpApiEndpoint.get("ip", "/ip", { success: Schema.Struct({ ip: Schema.String }) }),
  )
  .prefix("/test") {}
const Me = Schema.Struct({ id: Schema.String, isAdmin: Schema.Boolean })
class ProtectedGroup extends HttpApiGroup.make("protected")
  .add(HttpApiEndpoint.get("whoami", "/whoami", { success: Me }))
  .middleware(Authorization)
  .prefix("/test") {}
class AdminGroup extends HttpApiGroup.make("admin")
  .add(HttpApiEndpoint.get("area", "/admin", { success: Me }))
  .middleware(AdminOnly)
  .middleware(Authorization)
  .prefix("/test") {}
class TestApi extends HttpApi.make("test")
  .add(ProbeGroup, ProtectedGroup, AdminGroup)
  .middleware(RequestValidation)
  .prefix("/api")
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" }) {}

const TestRoutes = HttpApiBuilder.layer(TestApi).pipe(
  Layer.provide([
    HttpApiBuilder.group(TestApi, "probe", (h) =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        return h
          .handle("echo", ({ payload }) => Effect.succeed({ name: payload.name }))
          .handle("boom", () => Effect.die(new Error("secret internals: password=hunter2")))
          .handle("limited", () =>
            Effect.gen(function* () {
              const decision = yield* limiter.hit("test:limited", 2, 600)
              if (!decision.allowed) {
                return yield* new RateLimitedError({
                  detail: "Troppi tentativi. Riprova più tardi.",
                  retryAfterSeconds: decision.retryAfterSeconds,
                })
              }
              return { ok: true }
            }),
          )
          .handle("enforced", () =>
            Effect.as(
              Effect.flatMap(clientAddress, (ip) => limiter.enforce(`test:enforced:${ip}`, 1, 60)),
              { ok: true },
            ),
          )
          .handle("ip", () => Effect.map(clientAddress, (ip) => ({ ip })))
      }),
    ),
    HttpApiBuilder.group(TestApi, "protected", (h) => h.handle("whoami", () => CurrentUser)),
    HttpApiBuilder.group(TestApi, "admin", (h) => h.handle("area", () => CurrentUser)),
  ]),
  Layer.provide([RequestValidationLive, AuthorizationLive, AdminOnlyLive]),
)

const db = await createTestDatabase()
const staticRoot = makeStaticRoot("<!doctype html><title>Cogi SPA</title>")
const secret = new TextEncoder().encode("test-secret-0123456789-0123456789-abcdef")

const TestServer = makeTestServer(
  Layer.mergeAll(
    makeHttpApp({
      staticRoot,
      trustedProxies: [IpNetwork.fromStringUnsafe("127.0.0.0/8"), IpNetwork.fromStringUnsafe("::1/128")],
    }),
    TestRoutes,
  ),
).pipe(Layer.provideMerge(appTestServices(db.url, { jwtSecret: secret })))

const postJson = (url: string, body: string) =>
  HttpClientRequest.post(url).pipe(HttpClientRequest.bodyText(body, "application/json"))

const assertErrorShape = (json: unknown, code: string) => {
  assert.deepStrictEqual(Object.keys(json as object).sort(), ["code", "detail"])
  assert.strictEqual((json as { code: string }).code, code)
  assert.isString((json as { detail: unknown }).detail)
}

describe("HTTP server", () => {
  layer(TestServer, { excludeTestServices: true })((it) => {
    it.effect(
      "text Postgres cannot store (a NUL character), in a body or a path, is a 400, never a 500",
      () =>
        Effect.gen(function* () {
          const body = yield* call(
            postJson("/api/auth/login", JSON.stringify({ email: "a\u0000@b.it", password: "x" })),
          )
          assert.strictEqual(body.status, 400)
          assert.deepStrictEqual(body.json, {
            detail: "Richiesta non valida: contiene caratteri non ammessi.",
            code: "VALIDATION_ERROR",
          })
          const path = yield* call(
            HttpClientRequest.post("/api/auth/resend-verification").pipe(
              HttpClientRequest.bodyText(JSON.stringify({ email: "\u0000" }), "application/json"),
            ),
          )
          assert.strictEqual(path.status, 400)
        }),
    )

    it.effect("GET /api/health reports the database and a projector lag of 0 without checkpoints", () =>
      Effect.gen(function* () {
        const res = yield* call(HttpClientRequest.get("/api/health"))
        assert.strictEqual(res.status, 200)
        assert.deepStrictEqual(res.json, { status: "ok", database: "ok", projector_lag: 0 })
        assert.strictEqual(res.headers["cache-control"], "no-store")
      }),
    )

    it.effect("projector lag counts the events after the slowest checkpoint", () =>
      Effect.gen(function* () {
        yield* Effect.promise(async () => {
          for (let i = 1; i <= 5; i++) {
            await db.sql`insert into events (stream_id, stream_version, event_id, type, data)
                         values ('health-test', ${i}, gen_random_uuid(), 'Probed', '{}')`
          }
          const [row] = await db.sql<{ max: string }[]>`select max(global_position)::text as max from events`
          const max = Number(row?.max)
          await db.sql`insert into projection_checkpoints (name, global_position) values ('fast', ${max}), ('slow', ${max - 3})`
        })
        const res = yield* call(HttpClientRequest.get("/api/health"))
        assert.strictEqual((res.json as { projector_lag: number }).projector_lag, 3)
        yield* Effect.promise(() => db.sql`delete from projection_checkpoints`)
      }),
    )

    it.effect("unknown /api routes and methods give 404 JSON", () =>
      Effect.gen(function* () {
        for (const req of [
          HttpClientRequest.get("/api/nope"),
          HttpClientRequest.get("/api"),
          HttpClientRequest.delete("/api/health"),
          postJson("/api/health", "{}"),
        ]) {
          const res = yield* call(req)
          assert.strictEqual(res.status, 404, req.url)
          assert.deepStrictEqual(res.json, { detail: "Risorsa non trovata", code: "NOT_FOUND" })
        }
      }),
    )

    it.effect("malformed JSON gives 400 with an Italian detail", () =>
      Effect.gen(function* () {
        const res = yield* call(postJson("/api/test/echo", "{not json"))
        assert.strictEqual(res.status, 400)
        assertErrorShape(res.json, "VALIDATION_ERROR")
        assert.strictEqual(
          (res.json as { detail: string }).detail,
          "Richiesta non valida: il corpo della richiesta non è un JSON valido",
        )
      }),
    )

    it.effect("invalid fields are all reported, in Italian", () =>
      Effect.gen(function* () {
        const res = yield* call(postJson("/api/test/echo", JSON.stringify({ name: "x" })))
        assert.strictEqual(res.status, 400)
        assertErrorShape(res.json, "VALIDATION_ERROR")
        assert.strictEqual(
          (res.json as { detail: string }).detail,
          "Richiesta non valida: name: valore non valido; age: campo obbligatorio mancante",
        )
        const ok = yield* call(postJson("/api/test/echo", JSON.stringify({ name: "Ada", age: 36 })))
        assert.strictEqual(ok.status, 200)
        assert.deepStrictEqual(ok.json, { name: "Ada" })
      }),
    )

    it.effect("a body over 1 MiB gives 413 JSON", () =>
      Effect.gen(function* () {
        const res = yield* call(
          postJson("/api/test/echo", JSON.stringify({ name: "x".repeat(1_100_000), age: 1 })),
        )
        assert.strictEqual(res.status, 413)
        assert.deepStrictEqual(res.json, { detail: "Richiesta troppo grande", code: "PAYLOAD_TOO_LARGE" })
      }),
    )

    it.effect("a wrong content type gives 415 JSON", () =>
      Effect.gen(function* () {
        const res = yield* call(
          HttpClientRequest.post("/api/test/echo").pipe(HttpClientRequest.bodyText("name=Ada", "text/plain")),
        )
        assert.strictEqual(res.status, 415)
        assertErrorShape(res.json, "UNSUPPORTED_MEDIA_TYPE")
      }),
    )

    it.effect("a defect gives 500 without internals", () =>
      Effect.gen(function* () {
        const res = yield* call(HttpClientRequest.get("/api/test/boom"))
        assert.strictEqual(res.status, 500)
        assert.deepStrictEqual(res.json, { detail: "Errore interno del server", code: "INTERNAL_ERROR" })
        assert.notInclude(res.text, "hunter2")
      }),
    )

    it.effect("security headers are on API, static and error responses", () =>
      Effect.gen(function* () {
        for (const path of ["/api/health", "/api/nope", "/", "/dashboard", "/assets/app-3f2a1b.js"]) {
          const res = yield* call(
            HttpClientRequest.get(path).pipe(HttpClientRequest.setHeader("accept", "text/html")),
          )
          for (const [name, value] of Object.entries(securityHeaders)) {
            assert.strictEqual(res.headers[name], value, `${name} on ${path}`)
          }
        }
      }),
    )

    it.effect("the SPA is served with history fallback; /api misses stay JSON", () =>
      Effect.gen(function* () {
        const html = HttpClientRequest.setHeader("accept", "text/html,application/xhtml+xml")
        const page = yield* call(HttpClientRequest.get("/dashboard").pipe(html))
        assert.strictEqual(page.status, 200)
        assert.include(page.text, "Cogi SPA")
        assert.include(page.headers["content-type"] ?? "", "text/html")
        assert.strictEqual(page.headers["cache-control"], "no-cache")

        const asset = yield* call(HttpClientRequest.get("/assets/app-3f2a1b.js"))
        assert.strictEqual(asset.status, 200)
        assert.strictEqual(asset.headers["cache-control"], "public, max-age=31536000, immutable")

        const missingAsset = yield* call(HttpClientRequest.get("/assets/missing.js"))
        assert.strictEqual(missingAsset.status, 404)
        assertErrorShape(missingAsset.json, "NOT_FOUND")

        for (const path of ["/api/nope", "/api", "/api/"]) {
          const api = yield* call(HttpClientRequest.get(path).pipe(html))
          assert.strictEqual(api.status, 404, path)
          assertErrorShape(api.json, "NOT_FOUND")
        }
      }),
    )

    it.effect("a protected endpoint: 401 without or with a bad token, 200 with a valid one", () =>
      Effect.gen(function* () {
        const none = yield* call(HttpClientRequest.get("/api/test/whoami"))
        assert.strictEqual(none.status, 401)
        assertErrorShape(none.json, "UNAUTHORIZED")

        const bad = yield* call(
          HttpClientRequest.get("/api/test/whoami").pipe(HttpClientRequest.bearerToken("nope")),
        )
        assert.strictEqual(bad.status, 401)
        assertErrorShape(bad.json, "UNAUTHORIZED")

        const tokens = yield* Tokens
        const { userId } = yield* Effect.promise(() => seedUser(db.sql))
        const token = yield* tokens.sign({ id: userId, isAdmin: false })
        const good = yield* call(
          HttpClientRequest.get("/api/test/whoami").pipe(HttpClientRequest.bearerToken(token)),
        )
        assert.strictEqual(good.status, 200)
        assert.deepStrictEqual(good.json, { id: userId, isAdmin: false })

        // a valid signature for an account that is not (or no longer) in the directory is refused
        const ghost = yield* tokens.sign({ id: "00000000-0000-4000-8000-000000000000", isAdmin: false })
        const gone = yield* call(
          HttpClientRequest.get("/api/test/whoami").pipe(HttpClientRequest.bearerToken(ghost)),
        )
        assert.strictEqual(gone.status, 401)
      }),
    )

    it.effect("an admin endpoint: 401 without token, 403 for a user, 200 for an admin", () =>
      Effect.gen(function* () {
        const tokens = yield* Tokens
        const anonymous = yield* call(HttpClientRequest.get("/api/test/admin"))
        assert.strictEqual(anonymous.status, 401)

        const member = yield* Effect.promise(() => seedUser(db.sql))
        // the role comes from the directory, not from the token's claim
        const userToken = yield* tokens.sign({ id: member.userId, isAdmin: true })
        const user = yield* call(
          HttpClientRequest.get("/api/test/admin").pipe(HttpClientRequest.bearerToken(userToken)),
        )
        assert.strictEqual(user.status, 403)
        assert.deepStrictEqual(user.json, {
          detail: "Accesso negato. Privilegi amministratore richiesti.",
          code: "FORBIDDEN",
        })

        const administrator = yield* Effect.promise(() =>
          seedUser(db.sql, "Amministratore", { isAdmin: true }),
        )
        const adminToken = yield* tokens.sign({ id: administrator.userId, isAdmin: true })
        const admin = yield* call(
          HttpClientRequest.get("/api/test/admin").pipe(HttpClientRequest.bearerToken(adminToken)),
        )
        assert.strictEqual(admin.status, 200)
      }),
    )

    it.effect("a rate-limited endpoint gives 429 with Retry-After", () =>
      Effect.gen(function* () {
        assert.strictEqual((yield* call(HttpClientRequest.get("/api/test/limited"))).status, 200)
        assert.strictEqual((yield* call(HttpClientRequest.get("/api/test/limited"))).status, 200)
        const res = yield* call(HttpClientRequest.get("/api/test/limited"))
        assert.strictEqual(res.status, 429)
        assert.deepStrictEqual(res.json, {
          detail: "Troppi tentativi. Riprova più tardi.",
          code: "RATE_LIMITED",
        })
        const retryAfter = Number(res.headers["retry-after"])
        assert.isTrue(retryAfter >= 1 && retryAfter <= 600, `retry-after ${res.headers["retry-after"]}`)
      }),
    )

    it.effect("enforce gives 429 with the default Italian detail and Retry-After", () =>
      Effect.gen(function* () {
        assert.strictEqual((yield* call(HttpClientRequest.get("/api/test/enforced"))).status, 200)
        const res = yield* call(HttpClientRequest.get("/api/test/enforced"))
        assert.strictEqual(res.status, 429)
        assert.deepStrictEqual(res.json, {
          detail: "Troppi tentativi. Riprova tra qualche minuto.",
          code: "RATE_LIMITED",
        })
        assert.isTrue(Number(res.headers["retry-after"]) >= 1)
      }),
    )

    it.effect("the client address comes from X-Forwarded-For only via a trusted proxy", () =>
      Effect.gen(function* () {
        const direct = yield* call(HttpClientRequest.get("/api/test/ip"))
        assert.match((direct.json as { ip: string }).ip, /127\.0\.0\.1|::1/)
        const forwarded = yield* call(
          HttpClientRequest.get("/api/test/ip").pipe(
            HttpClientRequest.setHeader("x-forwarded-for", "6.6.6.6, 203.0.113.9"),
          ),
        )
        assert.deepStrictEqual(forwarded.json, { ip: "203.0.113.9" })
      }),
    )

    it.effect("the OpenAPI document is served at /api/openapi.json", () =>
      Effect.gen(function* () {
        const res = yield* call(HttpClientRequest.get("/api/openapi.json"))
        assert.strictEqual(res.status, 200)
        const doc = res.json as { paths: Record<string, unknown> }
        assert.property(doc.paths, "/api/health")
      }),
    )

    it.effect("the typed client decodes RateLimited back into the error class with retryAfterSeconds", () =>
      Effect.gen(function* () {
        const client = yield* HttpApiClient.make(TestApi)
        // Limit 2 per window: the third call is over it whether or not an earlier test used the window.
        yield* Effect.ignore(client.probe.limited())
        yield* Effect.ignore(client.probe.limited())
        const error = yield* Effect.flip(client.probe.limited())
        assert.instanceOf(error, RateLimitedError)
        assert.strictEqual(error.detail, "Troppi tentativi. Riprova più tardi.")
        assert.isTrue(error.retryAfterSeconds >= 1)
      }),
    )
  })
})
