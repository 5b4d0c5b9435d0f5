import { assert, describe, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { HttpClientRequest } from "effect/http"
import { createTestDatabase } from "../test/support/database.ts"
import { makeAppTestServer } from "../test/support/app-server.ts"
import { call } from "../test/support/http.ts"
import { markWorkersStarted, WorkerReadiness } from "../eventstore/worker-readiness.ts"

const migrated = await createTestDatabase()
const empty = await createTestDatabase({ empty: true })
const notReadyDetail = "Servizio momentaneamente non disponibile. Riprova più tardi."

describe("GET /api/health/live and /api/health/ready on a migrated database", () => {
  layer(makeAppTestServer(migrated.url), { excludeTestServices: true })((it) => {
    it.effect("given a replica without workers, then it is live and ready", () =>
      Effect.gen(function* () {
        const live = yield* call(HttpClientRequest.get("/api/health/live"))
        assert.strictEqual(live.status, 200)
        assert.deepStrictEqual(live.json, { status: "ok" })
        const ready = yield* call(HttpClientRequest.get("/api/health/ready"))
        assert.strictEqual(ready.status, 200)
        assert.deepStrictEqual(ready.json, {
          status: "ready",
          database: "ok",
          migrations: "ok",
          workers: "not_run",
        })
      }),
    )
  })
})

describe("a replica that runs the workers", () => {
  layer(makeAppTestServer(migrated.url).pipe(Layer.provideMerge(WorkerReadiness.layer)), {
    excludeTestServices: true,
  })((it) => {
    it.effect("given workers not yet subscribed, then it is live but not ready; once they are, ready", () =>
      Effect.gen(function* () {
        const before = yield* call(HttpClientRequest.get("/api/health/ready"))
        assert.strictEqual(before.status, 503)
        assert.strictEqual(before.headers["retry-after"], "5")
        assert.deepStrictEqual(before.json, {
          status: "not_ready",
          database: "ok",
          migrations: "ok",
          workers: "starting",
          detail: notReadyDetail,
          code: "SERVICE_UNAVAILABLE",
        })
        assert.strictEqual((yield* call(HttpClientRequest.get("/api/health/live"))).status, 200)
        yield* markWorkersStarted
        const after = yield* call(HttpClientRequest.get("/api/health/ready"))
        assert.strictEqual(after.status, 200)
        assert.strictEqual((after.json as { workers: string }).workers, "started")
      }),
    )
  })
})

describe("a replica whose database has not been migrated", () => {
  layer(makeAppTestServer(empty.url), { excludeTestServices: true })((it) => {
    it.effect("given no migration applied, then it is not ready (migrations pending)", () =>
      Effect.gen(function* () {
        const ready = yield* call(HttpClientRequest.get("/api/health/ready"))
        assert.strictEqual(ready.status, 503)
        assert.deepStrictEqual(ready.json, {
          status: "not_ready",
          database: "ok",
          migrations: "pending",
          workers: "not_run",
          detail: notReadyDetail,
          code: "SERVICE_UNAVAILABLE",
        })
      }),
    )
  })
})
