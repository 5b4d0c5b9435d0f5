import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpClientRequest } from "effect/http"
import { call } from "../test/support/http.ts"
import { OfflineAppServer } from "../test/support/offline-app-server.ts"

describe("GET /api/health without a database", () => {
  layer(OfflineAppServer, { excludeTestServices: true })((it) => {
    it.effect("answers 503 degraded with database error, an Italian detail and Retry-After", () =>
      Effect.gen(function* () {
        const res = yield* call(HttpClientRequest.get("/api/health"))
        assert.strictEqual(res.status, 503)
        assert.strictEqual(res.headers["retry-after"], "5")
        assert.deepStrictEqual(res.json, {
          status: "degraded",
          database: "error",
          projector_lag: 0,
          detail: "Servizio momentaneamente non disponibile. Riprova più tardi.",
          code: "SERVICE_UNAVAILABLE",
        })
      }),
    )

    it.effect("live answers 200 without a database; ready answers 503 naming the database", () =>
      Effect.gen(function* () {
        const live = yield* call(HttpClientRequest.get("/api/health/live"))
        assert.strictEqual(live.status, 200)
        assert.deepStrictEqual(live.json, { status: "ok" })
        const ready = yield* call(HttpClientRequest.get("/api/health/ready"))
        assert.strictEqual(ready.status, 503)
        assert.strictEqual(ready.headers["retry-after"], "5")
        assert.deepStrictEqual(ready.json, {
          status: "not_ready",
          database: "error",
          migrations: "unknown",
          workers: "not_run",
          detail: "Servizio momentaneamente non disponibile. Riprova più tardi.",
          code: "SERVICE_UNAVAILABLE",
        })
      }),
    )

    it.effect("a request that needs the database answers 503 with Retry-After, never 500", () =>
      Effect.gen(function* () {
        const login = yield* call(
          HttpClientRequest.post("/api/auth/login").pipe(
            HttpClientRequest.bodyJsonUnsafe({ email: "a@example.it", password: "una-password-1" }),
          ),
        )
        const resend = yield* call(
          HttpClientRequest.post("/api/auth/resend-verification").pipe(
            HttpClientRequest.bodyJsonUnsafe({ email: "a@example.it" }),
          ),
        )
        for (const res of [login, resend]) {
          assert.strictEqual(res.status, 503)
          assert.strictEqual(res.headers["retry-after"], "5")
          assert.deepStrictEqual(res.json, {
            detail: "Servizio momentaneamente non disponibile. Riprova più tardi.",
            code: "SERVICE_UNAVAILABLE",
          })
        }
      }),
    )

    it.effect("a missing client build gives 404 JSON, not a crash", () =>
      Effect.gen(function* () {
        const res = yield* call(
          HttpClientRequest.get("/dashboard").pipe(HttpClientRequest.setHeader("accept", "text/html")),
        )
        assert.strictEqual(res.status, 404)
        assert.deepStrictEqual(res.json, { detail: "Risorsa non trovata", code: "NOT_FOUND" })
      }),
    )
  })
})
