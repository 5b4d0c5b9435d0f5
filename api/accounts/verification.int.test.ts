import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import {
  accountsSetup,
  detailOf,
  getMe,
  mailJobsOf,
  registerOk,
  send,
  streamTypes,
} from "../../test/support/accounts.ts"

const { db, time, server } = await accountsSetup()

describe("accounts: verification and resend", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given the token from the mail, when verifying, then verified, again verified, and /user/me shows it",
      () =>
        Effect.gen(function* () {
          const { auth } = yield* registerOk()
          const [job] = yield* mailJobsOf(db, auth.user.id)
          const token = job?.token ?? ""
          const expected = { verified: true, message: "Email verificata con successo!" }
          const first = yield* send("POST", "/api/auth/verify-email", { token })
          assert.strictEqual(first.status, 200)
          assert.deepStrictEqual(first.json, expected)
          const again = yield* send("POST", "/api/auth/verify-email", { token })
          assert.deepStrictEqual([again.status, again.json], [200, expected])
          assert.deepStrictEqual(yield* streamTypes(db, `user-${auth.user.id}`), [
            "UserRegistered",
            "ConsentGiven",
            "EmailVerificationRequested",
            "UserLoggedIn",
            "EmailVerified",
          ])
          const me = yield* getMe(auth.access_token)
          assert.strictEqual(me.status, 200)
          assert.strictEqual((me.json as { is_verified: boolean }).is_verified, true)
          // after verification another well-formed token of the same user is still refused
          const forged = `${auth.user.id}.${"A".repeat(32)}`
          assert.strictEqual((yield* send("POST", "/api/auth/verify-email", { token: forged })).status, 400)
        }),
    )

    it.effect("given a wrong or malformed token, when verifying, then 400 with the SPEC text", () =>
      Effect.gen(function* () {
        const { auth } = yield* registerOk()
        const detail = "Token di verifica non valido o scaduto. Richiedi un nuovo link di verifica."
        for (const token of [
          `${auth.user.id}.${"B".repeat(32)}`,
          "garbage",
          "",
          `${crypto.randomUUID()}.${"C".repeat(32)}`,
        ]) {
          const res = yield* send("POST", "/api/auth/verify-email", { token })
          assert.strictEqual(res.status, 400, token)
          assert.deepStrictEqual(res.json, { detail, code: "VERIFICATION_TOKEN_INVALID" })
        }
      }),
    )

    it.effect("given 24 hours have passed, when verifying with the token, then 400 expired", () =>
      Effect.gen(function* () {
        const { auth } = yield* registerOk()
        const [job] = yield* mailJobsOf(db, auth.user.id)
        time.advance("24 hours")
        const res = yield* send("POST", "/api/auth/verify-email", { token: job?.token ?? "" })
        assert.strictEqual(res.status, 400)
        assert.strictEqual(
          detailOf(res.json),
          "Token di verifica non valido o scaduto. Richiedi un nuovo link di verifica.",
        )
        assert.deepStrictEqual(yield* streamTypes(db, `user-${auth.user.id}`), [
          "UserRegistered",
          "ConsentGiven",
          "EmailVerificationRequested",
          "UserLoggedIn",
        ])
      }),
    )

    it.effect(
      "given a fresh registration, when resending at once, then 429 with Retry-After and no mail",
      () =>
        Effect.gen(function* () {
          const { body, auth } = yield* registerOk()
          const res = yield* send("POST", "/api/auth/resend-verification", { email: body.email })
          assert.strictEqual(res.status, 429)
          assert.deepStrictEqual(res.json, {
            detail: "Aspetta 5 minuti prima di richiedere un'altra email di verifica",
            code: "RATE_LIMITED",
          })
          const retryAfter = Number(res.headers["retry-after"])
          assert.isTrue(retryAfter >= 1 && retryAfter <= 300, String(retryAfter))
          assert.strictEqual((yield* mailJobsOf(db, auth.user.id)).length, 1)
        }),
    )

    it.effect(
      "given 5 minutes have passed, when resending, then a new link is sent and only it verifies",
      () =>
        Effect.gen(function* () {
          const { body, auth } = yield* registerOk()
          time.advance("6 minutes")
          const res = yield* send("POST", "/api/auth/resend-verification", {
            email: body.email.toUpperCase(),
          })
          assert.strictEqual(res.status, 200)
          assert.deepStrictEqual(res.json, {
            message:
              "Se l'indirizzo è registrato e non ancora verificato, ti abbiamo inviato una nuova email di verifica.",
          })
          const jobs = yield* mailJobsOf(db, auth.user.id)
          assert.deepStrictEqual(
            jobs.map((j) => [j.kind, j.resend]),
            [
              ["verification", false],
              ["verification", true],
            ],
          )
          assert.strictEqual(
            (yield* send("POST", "/api/auth/verify-email", { token: jobs[0]?.token })).status,
            400,
          )
          assert.strictEqual(
            (yield* send("POST", "/api/auth/verify-email", { token: jobs[1]?.token })).status,
            200,
          )
        }),
    )

    it.effect(
      "given an unknown address, when resending, then 200 with the same message; again at once, then 429",
      () =>
        Effect.gen(function* () {
          const email = `nessuno.${Date.now()}@example.it`
          const res = yield* send("POST", "/api/auth/resend-verification", { email })
          assert.strictEqual(res.status, 200)
          assert.deepStrictEqual(res.json, {
            message:
              "Se l'indirizzo è registrato e non ancora verificato, ti abbiamo inviato una nuova email di verifica.",
          })
          const again = yield* send("POST", "/api/auth/resend-verification", {
            email: ` ${email.toUpperCase()} `,
          })
          assert.strictEqual(again.status, 429)
          assert.isTrue(Number(again.headers["retry-after"]) >= 1)
        }),
    )

    it.effect("given a resend each minute, then only the accepted one counts: the next is at 5 minutes", () =>
      Effect.gen(function* () {
        const email = `ogni.minuto.${Date.now()}@example.it`
        assert.strictEqual((yield* send("POST", "/api/auth/resend-verification", { email })).status, 200)
        const waits = []
        for (let minute = 1; minute <= 4; minute++) {
          time.advance("1 minute")
          const res = yield* send("POST", "/api/auth/resend-verification", { email })
          assert.strictEqual(res.status, 429)
          waits.push(Math.round(Number(res.headers["retry-after"]) / 60))
        }
        assert.deepStrictEqual(waits, [4, 3, 2, 1])
        time.advance("61 seconds")
        assert.strictEqual((yield* send("POST", "/api/auth/resend-verification", { email })).status, 200)
      }),
    )

    it.effect("given an empty address, when resending, then 400 'Inserisci il tuo indirizzo email'", () =>
      Effect.gen(function* () {
        const res = yield* send("POST", "/api/auth/resend-verification", { email: "  " })
        assert.strictEqual(res.status, 400)
        assert.deepStrictEqual(res.json, {
          detail: "Inserisci il tuo indirizzo email",
          code: "EMAIL_MISSING",
        })
      }),
    )
  })
})
