import { assert, describe, layer } from "@effect/vitest"
import { Duration, Effect, Layer } from "effect"
import { HttpClientRequest } from "effect/http"
import { Db } from "../eventstore/db.ts"
import { call, makeTestServer } from "../test/support/http.ts"
import { Tokens } from "./auth/tokens.ts"
import { makeHttpApp } from "./server.ts"

// Nothing listens on port 1: every query fails at connect.
const UnreachableDb = Db.layer("postgres://cogi@127.0.0.1:1/cogi", { max: 1 })

const TestServer = makeTestServer(makeHttpApp({ staticRoot: "does-not-exist" })).pipe(
  Layer.provide(
    Tokens.layerWith({ secret: new TextEncoder().encode("s".repeat(32)), ttl: Duration.hours(1) }),
  ),
  Layer.provide(UnreachableDb),
)

describe("GET /api/health without a database", () => {
  layer(TestServer, { excludeTestServices: true })((it) => {
    it.effect("answers 200 degraded with database error", () =>
      Effect.gen(function* () {
        const res = yield* call(HttpClientRequest.get("/api/health"))
        assert.strictEqual(res.status, 200)
        assert.deepStrictEqual(res.json, { status: "degraded", database: "error", projector_lag: 0 })
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
