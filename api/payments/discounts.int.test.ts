import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { createTestDatabase } from "../../test/support/database.ts"
import { call } from "../../test/support/http.ts"
import {
  getWith,
  makePaymentsTestServer,
  postJson,
  seedUser,
  streamTypes,
} from "../../test/support/payments.ts"

const db = await createTestDatabase()

interface Info {
  readonly total_sessions_available: number
  readonly purchased_sessions_remaining: number
  readonly has_unlimited_sessions: boolean
  readonly unlimited_expires_at: string | null
}

const redeem = (code: unknown, token?: string) => call(postJson("/api/discount/redeem", { code }, token))
const info = (token: string) =>
  Effect.map(call(getWith("/api/user/session-info", token)), (r) => r.json as Info)
const seed = () => Effect.promise(() => seedUser(db.sql))

layer(makePaymentsTestServer(db.url), { excludeTestServices: true })("POST /api/discount/redeem", (it) => {
  it.effect(
    "given 3 free sessions, when WELCOME10 is redeemed, then 10 more are available and CodeRedeemed is logged",
    () =>
      Effect.gen(function* () {
        const { userId, token } = yield* seed()
        const res = yield* redeem("WELCOME10", token)
        assert.strictEqual(res.status, 200)
        assert.deepStrictEqual(res.json, {
          success: true,
          message: "Codice riscattato! Hai ricevuto 10 sessioni.",
        })
        const after = yield* info(token)
        assert.strictEqual(after.total_sessions_available, 13)
        assert.strictEqual(after.purchased_sessions_remaining, 10)
        assert.deepStrictEqual(yield* Effect.promise(() => streamTypes(db.sql, `wallet-${userId}`)), [
          "FreeSessionsGranted",
          "CodeRedeemed",
        ])
      }),
  )

  it.effect(
    "given a user, when GOLDEN7 is redeemed, then access is unlimited for 7 days and the message gives the end date in Italian",
    () =>
      Effect.gen(function* () {
        const { token } = yield* seed()
        const before = Date.now()
        const res = yield* redeem("GOLDEN7", token)
        const body = res.json as { success: boolean; message: string }
        assert.strictEqual(body.success, true)
        const after = yield* info(token)
        assert.strictEqual(after.has_unlimited_sessions, true)
        const until = Date.parse(after.unlimited_expires_at ?? "")
        assert.isTrue(
          Math.abs(until - (before + 7 * 86_400_000)) < 60_000,
          `expiry ${after.unlimited_expires_at}`,
        )
        const expected = new Intl.DateTimeFormat("it-IT", {
          timeZone: "Europe/Rome",
          day: "numeric",
          month: "long",
          year: "numeric",
        }).format(until)
        assert.strictEqual(body.message, `Codice riscattato! Accesso illimitato attivo fino al ${expected}.`)
      }),
  )

  it.effect(
    "given a redeemed code, when it is redeemed again, then success is false and nothing more is credited",
    () =>
      Effect.gen(function* () {
        const { userId, token } = yield* seed()
        assert.strictEqual((yield* redeem("TRIO3", token)).status, 200)
        const again = yield* redeem("trio3", token)
        assert.strictEqual(again.status, 200)
        assert.deepStrictEqual(again.json, {
          success: false,
          message: "Hai già utilizzato questo codice sconto.",
        })
        assert.strictEqual((yield* info(token)).total_sessions_available, 6)
        assert.deepStrictEqual(yield* Effect.promise(() => streamTypes(db.sql, `wallet-${userId}`)), [
          "FreeSessionsGranted",
          "CodeRedeemed",
        ])
      }),
  )

  it.effect("given the same code sent five times at once, when redeemed, then it is credited once", () =>
    Effect.gen(function* () {
      const { token } = yield* seed()
      const results = yield* Effect.all(
        Array.from({ length: 5 }, () => redeem("BOOST2", token)),
        { concurrency: "unbounded" },
      )
      assert.strictEqual(results.filter((r) => (r.json as { success: boolean }).success).length, 1)
      assert.strictEqual((yield* info(token)).total_sessions_available, 5)
    }),
  )

  it.effect("given a code in lower case with spaces, when redeemed, then it is recognised", () =>
    Effect.gen(function* () {
      const { token } = yield* seed()
      const res = yield* redeem("  quick1 ", token)
      assert.deepStrictEqual(res.json, {
        success: true,
        message: "Codice riscattato! Hai ricevuto 1 sessione.",
      })
      assert.strictEqual((yield* info(token)).total_sessions_available, 4)
    }),
  )

  it.effect(
    "given an unknown code, when redeemed, then success is false with a clear message and the wallet is untouched",
    () =>
      Effect.gen(function* () {
        const { userId, token } = yield* seed()
        const res = yield* redeem("NONESISTE", token)
        assert.strictEqual(res.status, 200)
        assert.deepStrictEqual(res.json, { success: false, message: "Codice sconto non valido." })
        assert.deepStrictEqual(yield* Effect.promise(() => streamTypes(db.sql, `wallet-${userId}`)), [
          "FreeSessionsGranted",
        ])
      }),
  )

  it.effect("given an empty or blank code, when redeemed, then 400 'Inserisci un codice sconto'", () =>
    Effect.gen(function* () {
      const { token } = yield* seed()
      for (const code of ["", "   "]) {
        const res = yield* redeem(code, token)
        assert.strictEqual(res.status, 400)
        assert.deepStrictEqual(res.json, {
          detail: "Inserisci un codice sconto",
          code: "DISCOUNT_CODE_EMPTY",
        })
      }
      assert.strictEqual((yield* redeem(42, token)).status, 400)
    }),
  )

  it.effect("given no bearer token, when redeeming, then 401", () =>
    Effect.gen(function* () {
      const res = yield* redeem("WELCOME10")
      assert.strictEqual(res.status, 401)
    }),
  )

  it.effect(
    "given ten attempts in ten minutes, then the eleventh is refused with 429 and Retry-After, and the wallet is untouched",
    () =>
      Effect.gen(function* () {
        const { token } = yield* seed()
        for (let i = 0; i < 10; i++) assert.strictEqual((yield* redeem(`TENTATIVO${i}`, token)).status, 200)
        const refused = yield* redeem("WELCOME10", token)
        assert.strictEqual(refused.status, 429)
        assert.deepStrictEqual(refused.json, {
          detail: "Troppi tentativi con i codici sconto. Riprova tra qualche minuto.",
          code: "RATE_LIMITED",
        })
        assert.isAbove(Number(refused.headers["retry-after"]), 0)
        assert.strictEqual((yield* info(token)).total_sessions_available, 3)
      }),
  )
})
