import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpClientRequest } from "effect/http"
import { createTestDatabase } from "../test/support/database.ts"
import { makeProbeServer } from "../test/support/probe-server.ts"
import { call } from "../test/support/http.ts"
import { securityHeaders } from "./http-middleware.ts"

const db = await createTestDatabase()
const TestServer = makeProbeServer(db.url)

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

    it.effect("a defect gives 500 without internals, naming its request id (header and detail)", () =>
      Effect.gen(function* () {
        const res = yield* call(HttpClientRequest.get("/api/test/boom"))
        assert.strictEqual(res.status, 500)
        const id = res.headers["x-request-id"]
        assert.match(String(id), /^[0-9a-f-]{36}$/)
        assert.deepStrictEqual(res.json, {
          detail: `Errore interno del server (codice della richiesta: ${id})`,
          code: "INTERNAL_ERROR",
        })
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
  })
})
