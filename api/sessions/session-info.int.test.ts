import { randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { Duration, Effect, Layer, Logger } from "effect"
import { HttpRouter } from "effect/http"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { createTestDatabase } from "../../test/support/database.ts"
import { appTestServices, getJson, seedUser, testJwtSecret } from "../../test/support/app-server.ts"
import { makeStaticRoot } from "../../test/support/http.ts"
import { makeTokens } from "../authentication/tokens.ts"
import { makeHttpApp } from "../server.ts"

const db = await createTestDatabase()
const logged: string[] = []
const captureLogs = Logger.layer([Logger.map(Logger.formatLogFmt, (line) => void logged.push(line))])

/** The app with the per-request logger on (test servers usually turn it off), logging into `logged`. */
const TestServer = HttpRouter.serve(makeHttpApp({ staticRoot: makeStaticRoot() }), {
  disableListenLog: true,
}).pipe(
  Layer.provideMerge(NodeHttpServer.layerTest),
  Layer.provideMerge(appTestServices(db.url)),
  Layer.provide(captureLogs),
)

const tokenFor = (id: string) =>
  makeTokens({ secret: testJwtSecret, ttl: Duration.hours(1) }).sign({ id, isAdmin: false })

describe("GET /api/user/session-info", () => {
  layer(TestServer, { excludeTestServices: true })((it) => {
    it.effect("given a user with the 3 free sessions then the card's figures", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const res = yield* getJson("/api/user/session-info", token)
        assert.strictEqual(res.status, 200)
        assert.deepStrictEqual(res.json, {
          free_sessions_remaining: 3,
          subscription_sessions_remaining: 0,
          purchased_sessions_remaining: 0,
          total_sessions_available: 3,
          has_active_subscription: false,
          subscription_expires_at: null,
          subscription_cancelled: false,
          has_unlimited_sessions: false,
          unlimited_expires_at: null,
          free_sessions_already_used: false,
        })
      }),
    )

    it.effect("without a token, with a bad one, or for a user not (or no longer) in the directory: 401", () =>
      Effect.gen(function* () {
        const unknownUser = yield* tokenFor(randomUUID())
        const notAnId = yield* tokenFor("not-a-uuid")
        for (const token of [undefined, "garbage", unknownUser, notAnId]) {
          const res = yield* getJson("/api/user/session-info", token)
          assert.strictEqual(res.status, 401, String(token))
          assert.deepStrictEqual(Object.keys(res.json as object).sort(), ["code", "detail"])
          assert.strictEqual((res.json as { code: string }).code, "UNAUTHORIZED")
        }
        const gone = yield* getJson("/api/user/session-info", unknownUser)
        assert.strictEqual(
          (gone.json as { detail: string }).detail,
          "Credenziali di accesso non valide. Effettua di nuovo il login.",
        )
      }),
    )

    it.effect(
      "successful polls of health and session-info write no log line; other requests and failures do",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          logged.length = 0
          yield* getJson("/api/health")
          yield* getJson("/api/user/session-info", token)
          yield* getJson("/api/user/session-info")
          yield* getJson("/api/user/me", token)
          const lines = logged.filter((line) => line.includes("Sent HTTP response"))
          assert.isFalse(lines.some((line) => line.includes("/api/health")))
          assert.strictEqual(lines.filter((line) => line.includes("/api/user/session-info")).length, 1)
          assert.isTrue(lines.some((line) => line.includes("/api/user/session-info") && line.includes("401")))
          assert.isTrue(lines.some((line) => line.includes("/api/user/me") && line.includes("200")))
        }),
    )
  })
})
