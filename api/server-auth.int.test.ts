import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { createTestDatabase } from "../test/support/database.ts"
import { makeProbeServer, TestApi } from "../test/support/probe-server.ts"
import { call } from "../test/support/http.ts"
import { seedUser } from "../test/support/app-server.ts"
import { Tokens } from "./authentication/tokens.ts"
import { RateLimitedError } from "../contract/errors.ts"

const db = await createTestDatabase()
const TestServer = makeProbeServer(db.url)

const assertErrorShape = (json: unknown, code: string) => {
  assert.deepStrictEqual(Object.keys(json as object).sort(), ["code", "detail"])
  assert.strictEqual((json as { code: string }).code, code)
  assert.isString((json as { detail: unknown }).detail)
}

describe("HTTP server: authorization, rate limits, client address, typed client", () => {
  layer(TestServer, { excludeTestServices: true })((it) => {
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
