import { assert, describe, layer } from "@effect/vitest"
import { Duration, Effect, Layer } from "effect"
import { HttpClientRequest } from "effect/http"
import { PgBoss } from "pg-boss"
import { AiService } from "../adapters/ai/ai-service.ts"
import { Db } from "../eventstore/db.ts"
import { AppendHooks, EventStore } from "../eventstore/event-store.ts"
import { JobQueue, makeJobQueue } from "../jobs/job-queue.ts"
import { call, makeTestServer } from "../test/support/http.ts"
import { Passwords } from "./auth/passwords.ts"
import { RateLimiter } from "./auth/rate-limit.ts"
import { Tokens } from "./auth/tokens.ts"
import { DevClock } from "./dev-clock.ts"
import { localPaymentsLayer } from "./payments/payments-test-support.ts"
import { makeHttpApp } from "./server.ts"

// Nothing listens on port 1: every query fails at connect.
const unreachable = "postgres://cogi@127.0.0.1:1/cogi"
const UnreachableDb = Db.layer(unreachable, { max: 1 })

// Every service the routes need, none of which connects until used: the app must still start and answer.
const Services = Layer.mergeAll(
  Tokens.layerWith({ secret: new TextEncoder().encode("s".repeat(32)), ttl: Duration.hours(1) }),
  Passwords.layerTest,
  RateLimiter.layer,
  AiService.layerLocal({ wordDelayMs: 0 }),
  localPaymentsLayer("http://127.0.0.1:9"),
  EventStore.layer.pipe(Layer.provide(AppendHooks.none)),
  Layer.succeed(JobQueue)(makeJobQueue(new PgBoss({ connectionString: unreachable }))),
  DevClock.layer,
).pipe(Layer.provideMerge(UnreachableDb))

const TestServer = makeTestServer(makeHttpApp({ staticRoot: "does-not-exist" })).pipe(
  Layer.provideMerge(Services),
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
