import { connect as connectTcp } from "node:net"
import { assert, describe, it, layer } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import { SignJWT } from "jose"
import { createTestDatabase } from "../test/support/database.ts"
import {
  deleteJson,
  getJson,
  makeAppTestServer,
  postJson,
  seedUser,
  serverOrigin,
  testJwtSecret,
} from "../test/support/app-server.ts"
import { DevClock, devClockInProduction } from "../eventstore/dev-clock.ts"

/*
 * What the audit found at the edge: over-long fields, errors Node answers itself, the dev clock's range, and
 * the token rules of the image routes. Every refusal is a 4xx `{detail, code}` with an Italian detail.
 */

const db = await createTestDatabase()
const salt = "AAAAAAAAAAAAAAAAAAAAAA=="
const isErrorBody = (json: unknown) => {
  const body = json as { detail?: unknown; code?: unknown }
  return Object.keys(body).sort().join() === "code,detail" && typeof body.detail === "string"
}

/** Sends raw bytes to the server and returns what comes back until it closes the connection. */
const rawExchange = (origin: string, bytes: string) =>
  new Promise<string>((ok, fail) => {
    const { hostname, port } = new URL(origin)
    const socket = connectTcp(Number(port), hostname, () => socket.end(bytes))
    let answer = ""
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")))
    socket.on("end", () => ok(answer))
    socket.on("error", fail)
  })

describe("the edge of the API", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect("over-long fields are 400 with a detail naming the field, on every auth route", () =>
      Effect.gen(function* () {
        const huge = `${"a".repeat(900_000)}@example.it`
        const long = `${"a".repeat(250)}@example.it`
        const cases = [
          [
            "/api/auth/register",
            { name: "Ada", email: huge, password: "segreta1", encryption_salt: salt },
            "email",
          ],
          [
            "/api/auth/register",
            { name: "Ada", email: long, password: "segreta1", encryption_salt: salt },
            "email",
          ],
          [
            "/api/auth/register",
            { name: "A".repeat(101), email: "ada@example.it", password: "segreta1", encryption_salt: salt },
            "name",
          ],
          ["/api/auth/login", { email: huge, password: "segreta1" }, "email"],
          ["/api/auth/login", { email: "ada@example.it", password: "p".repeat(257) }, "password"],
          ["/api/auth/resend-verification", { email: huge }, "email"],
          ["/api/auth/verify-email", { token: "t".repeat(513) }, "token"],
        ] as const
        for (const [path, body, field] of cases) {
          const response = yield* postJson(path, body)
          assert.strictEqual(response.status, 400, `${path} ${field}`)
          assert.isTrue(isErrorBody(response.json))
          assert.include((response.json as { detail: string }).detail, `${field}: al massimo`)
        }
      }),
    )

    it.effect(
      "headers too large and malformed requests get JSON {detail, code}, not Node's bare status",
      () =>
        Effect.gen(function* () {
          const origin = yield* serverOrigin
          const huge = yield* Effect.promise(() =>
            rawExchange(
              origin,
              `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
            ),
          )
          assert.match(huge, /^HTTP\/1\.1 431 /)
          assert.deepStrictEqual(JSON.parse(huge.slice(huge.indexOf("\r\n\r\n") + 4)), {
            code: "HEADERS_TOO_LARGE",
            detail: "Intestazioni della richiesta troppo grandi",
          })
          const garbage = yield* Effect.promise(() => rawExchange(origin, "NOT HTTP AT ALL\r\n\r\n"))
          assert.match(garbage, /^HTTP\/1\.1 400 /)
          assert.isTrue(isErrorBody(JSON.parse(garbage.slice(garbage.indexOf("\r\n\r\n") + 4))))
        }),
    )

    it.effect("an empty body is a 400 JSON on every JSON route", () =>
      Effect.gen(function* () {
        const origin = yield* serverOrigin
        for (const path of ["/api/auth/login", "/api/auth/register", "/api/dev/clock"]) {
          const response = yield* Effect.promise(() =>
            fetch(`${origin}${path}`, { method: "POST", headers: { "content-type": "application/json" } }),
          )
          assert.strictEqual(response.status, 400, path)
          assert.isTrue(isErrorBody(yield* Effect.promise(() => response.json())), path)
        }
      }),
    )

    it.effect("the dev clock refuses steps beyond a year and offsets beyond five years", () =>
      Effect.gen(function* () {
        for (const advance of [1e300, -1e12, 525_601]) {
          const response = yield* postJson("/api/dev/clock", { advance_minutes: advance })
          assert.strictEqual(response.status, 400)
          assert.isTrue(isErrorBody(response.json))
        }
        const year = 365 * 24 * 60
        const moved = []
        for (let i = 0; i < 6; i++)
          moved.push((yield* postJson("/api/dev/clock", { advance_minutes: year })).status)
        const back = yield* postJson("/api/dev/clock", { advance_minutes: 0 })
        // every answer dates itself by the app's clock: the client reads "today" from it
        const dated = Date.parse(String(back.headers["date"]))
        assert.isBelow(Math.abs(dated - (Date.now() + 5 * year * 60_000)), 5_000)
        assert.deepStrictEqual(
          [moved, back.json],
          [[200, 200, 200, 200, 200, 400], { offset_minutes: 5 * year }],
        )
        for (let i = 0; i < 5; i++)
          assert.strictEqual((yield* postJson("/api/dev/clock", { advance_minutes: -year })).status, 200)
        // register and login still answer normally
        const login = yield* postJson("/api/auth/login", {
          email: "nessuno@example.it",
          password: "segreta1",
        })
        assert.strictEqual(login.status, 401)
      }),
    )

    it.effect("a deleted user's token and a token without exp are refused by the image routes too", () =>
      Effect.gen(function* () {
        const origin = yield* serverOrigin
        const admin = yield* Effect.promise(() => seedUser(db.sql, "Admin", { isAdmin: true }))
        const user = yield* Effect.promise(() => seedUser(db.sql, "Lia"))
        const upload = (token: string) =>
          Effect.promise(() =>
            fetch(`${origin}/api/images`, {
              method: "POST",
              headers: { authorization: `Bearer ${token}`, "x-image-type": "image/png" },
              body: new Uint8Array(64),
            }),
          )
        assert.strictEqual((yield* upload(user.token)).status, 201)
        const noExp = yield* Effect.promise(() =>
          new SignJWT({ adm: false })
            .setProtectedHeader({ alg: "HS256", typ: "JWT" })
            .setSubject(user.userId)
            .setIssuer("cogi")
            .setAudience("cogi-api")
            .setIssuedAt()
            .sign(testJwtSecret),
        )
        assert.strictEqual((yield* upload(noExp)).status, 401)
        assert.strictEqual((yield* getJson("/api/user/me", noExp)).status, 401)
        assert.strictEqual((yield* deleteJson(`/api/admin/users/${user.userId}`, admin.token)).status, 200)
        const afterDeletion = yield* upload(user.token)
        assert.strictEqual(afterDeletion.status, 401)
        assert.isTrue(isErrorBody(yield* Effect.promise(() => afterDeletion.json())))
      }),
    )
  })
})

describe("the dev clock in production", () => {
  it.effect("refuses to start: COGI_DEV_CLOCK with NODE_ENV=production", () =>
    Effect.gen(function* () {
      const env = ConfigProvider.layer(
        ConfigProvider.fromEnv({ env: { NODE_ENV: "production", COGI_DEV_CLOCK: "1" } }),
      )
      const exit = yield* Effect.exit(
        Effect.provide(Effect.service(DevClock), DevClock.layer.pipe(Layer.provide(env))),
      )
      assert.isTrue(exit._tag === "Failure" && String(exit.cause).includes(devClockInProduction))
    }),
  )
})
