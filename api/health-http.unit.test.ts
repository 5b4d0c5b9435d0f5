import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpClientRequest } from "effect/http"
import { call } from "../test/support/http.ts"
import { OfflineAppServer } from "../test/support/offline-app-server.ts"

describe("GET /api/health without a database", () => {
  layer(OfflineAppServer, { excludeTestServices: true })((it) => {
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
