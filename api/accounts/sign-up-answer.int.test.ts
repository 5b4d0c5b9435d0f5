import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { Passwords } from "../../commands/accounts/passwords.ts"
import {
  accountsSetup,
  mailJobsOf,
  registration,
  send,
  signUp,
  signUpAccepted,
  streamTypes,
} from "../../test/support/accounts.ts"

/*
 * Sign-up must not tell anyone whether an address has an account (issue 13): a taken address and a new one get
 * the same status, body and headers, in comparable time (the password is hashed and a mail queued in both cases).
 * The real password-hashing cost is used here, as in production.
 */

const { db, time, server } = await accountsSetup(Passwords.layer)

/**
 * What a client can compare between two answers: status, body and the headers that are neither a clock nor the
 * request's own id (X-Request-Id is a fresh random UUID on every answer, whoever asks).
 */
const visible = (res: { status: number; text: string; headers: Record<string, string | undefined> }) => ({
  status: res.status,
  body: res.text,
  headers: Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => name !== "date" && name !== "x-request-id"),
  ),
})

const timedSignUp = (body: Record<string, unknown>, ip: string) =>
  Effect.gen(function* () {
    const started = performance.now()
    const res = yield* send("POST", "/api/auth/register", body, { ip })
    return { answer: visible(res), ms: performance.now() - started }
  })

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

const verifiedAccount = () =>
  Effect.gen(function* () {
    const body = registration()
    const auth = yield* signUp(body)
    const [job] = yield* mailJobsOf(db, auth.user.id)
    const verified = yield* send("POST", "/api/auth/verify-email", { token: job?.token })
    assert.strictEqual(verified.status, 200, verified.text)
    return { body, id: auth.user.id }
  })

describe("accounts: sign-up answers the same whatever the address", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given verified and new addresses, when signing up in turn, then byte-identical answers in comparable time",
      () =>
        Effect.gen(function* () {
          const rounds = 6
          const owners = []
          for (let i = 0; i < rounds; i++) owners.push(yield* verifiedAccount())
          const taken = []
          const fresh = []
          for (let i = 0; i < rounds; i++) {
            // another case and spacing of the same address, and a different password: still "taken"
            const owner = owners[i]
            if (owner === undefined) continue
            const again = registration({
              email: ` ${owner.body.email.toUpperCase()} `,
              password: "altra-pass",
            })
            taken.push(yield* timedSignUp(again, `198.51.100.${i + 1}`))
            fresh.push(yield* timedSignUp(registration(), `198.51.100.${i + 101}`))
          }
          const expected = fresh[0]?.answer
          assert.deepStrictEqual(expected?.status, 202)
          assert.strictEqual(expected?.body, JSON.stringify(signUpAccepted))
          for (const { answer } of [...taken, ...fresh]) assert.deepStrictEqual(answer, expected)

          const takenMs = median(taken.map((t) => t.ms))
          const freshMs = median(fresh.map((t) => t.ms))
          const figures = `taken ${takenMs.toFixed(1)} ms, new ${freshMs.toFixed(1)} ms (medians of ${rounds})`
          // before the fix: 5 ms against 86 ms. Both now hash the password and answer after the same steady time.
          assert.isAtLeast(Math.min(takenMs, freshMs), 400, figures)
          // a loaded machine stretches both; the gap before the fix was the whole hash (over 80 ms, ×17)
          assert.isBelow(Math.abs(takenMs - freshMs), Math.max(100, 0.25 * freshMs), figures)
          if (process.env.COGI_PRINT_FIGURES) console.info(figures)

          // asking for a new link right away answers the same too (the cooldown starts at any sign-up)
          const resends = []
          for (const body of [registration(), owners[1]?.body]) {
            if (body === undefined) continue
            yield* send("POST", "/api/auth/register", body, { ip: "198.51.100.250" })
            const res = yield* send("POST", "/api/auth/resend-verification", { email: body.email })
            resends.push([res.status, res.text, Math.round(Number(res.headers["retry-after"]) / 10)])
          }
          assert.strictEqual(resends[0]?.[0], 429)
          assert.deepStrictEqual(resends[1], resends[0])

          // the owner is told by mail; nothing is recorded on their stream
          const owner = owners[0]
          if (owner === undefined) return
          const jobs = yield* mailJobsOf(db, owner.id)
          assert.deepStrictEqual(
            jobs.map((j) => j.kind),
            ["verification", "sign_up_attempt"],
          )
          assert.deepStrictEqual(yield* streamTypes(db, `user-${owner.id}`), [
            "UserRegistered",
            "ConsentGiven",
            "EmailVerificationRequested",
            "UserLoggedIn",
            "EmailVerified",
          ])
          // the second sign-up's password changed nothing: the owner's still signs in, the other does not
          const ownLogin = yield* send("POST", "/api/auth/login", owner.body)
          assert.strictEqual(ownLogin.status, 200)
          const otherLogin = yield* send("POST", "/api/auth/login", {
            email: owner.body.email,
            password: "altra-pass",
          })
          assert.strictEqual(otherLogin.status, 401)
        }),
    )

    it.effect(
      "given an unverified address, when signed up again, then the same answer and a fresh link only after 5 minutes",
      () =>
        Effect.gen(function* () {
          const body = registration()
          const auth = yield* signUp(body)
          const soon = yield* send("POST", "/api/auth/register", body, { ip: "198.51.100.201" })
          assert.deepStrictEqual([soon.status, soon.text], [202, JSON.stringify(signUpAccepted)])
          assert.strictEqual((yield* mailJobsOf(db, auth.user.id)).length, 1)

          time.advance("6 minutes")
          const later = yield* send("POST", "/api/auth/register", body, { ip: "198.51.100.202" })
          assert.deepStrictEqual([later.status, later.text], [202, JSON.stringify(signUpAccepted)])
          const jobs = yield* mailJobsOf(db, auth.user.id)
          assert.deepStrictEqual(
            jobs.map((j) => [j.kind, (j as { again?: boolean }).again === true]),
            [
              ["verification", false],
              ["verification", true],
            ],
          )
          // the newest link verifies the account made first
          const verified = yield* send("POST", "/api/auth/verify-email", { token: jobs[1]?.token })
          assert.strictEqual(verified.status, 200, verified.text)
        }),
    )

    it.effect(
      "given an unverified and an unknown address, when asking for a new link, then the same answer in the same time",
      () =>
        Effect.gen(function* () {
          time.advance("6 minutes") // past the cooldown the earlier sign-ups started
          const pending = []
          const unknown = []
          for (let i = 0; i < 4; i++) {
            const body = registration()
            yield* signUp(body)
            time.advance("6 minutes")
            const started = performance.now()
            const known = yield* send("POST", "/api/auth/resend-verification", { email: body.email })
            pending.push({ answer: visible(known), ms: performance.now() - started })
            const again = performance.now()
            const nobody = yield* send("POST", "/api/auth/resend-verification", {
              email: `nessuno.${i}.${Date.now()}@example.it`,
            })
            unknown.push({ answer: visible(nobody), ms: performance.now() - again })
          }
          assert.strictEqual(pending[0]?.answer.status, 200)
          for (const { answer } of [...pending, ...unknown])
            assert.deepStrictEqual(answer, pending[0]?.answer)
          const pendingMs = median(pending.map((t) => t.ms))
          const unknownMs = median(unknown.map((t) => t.ms))
          const figures = `pending ${pendingMs.toFixed(1)} ms, unknown ${unknownMs.toFixed(1)} ms (medians of 4)`
          assert.isAtLeast(Math.min(pendingMs, unknownMs), 150, figures)
          assert.isBelow(Math.abs(pendingMs - unknownMs), Math.max(60, 0.3 * unknownMs), figures)
          if (process.env.COGI_PRINT_FIGURES) console.info(figures)
        }),
    )

    it.effect("given a refused field, then a taken and a new address get the same 400", () =>
      Effect.gen(function* () {
        const owner = yield* verifiedAccount()
        for (const overrides of [{ consent_health_data: false }, { name: "  " }]) {
          const takenBody = registration({ ...overrides, email: owner.body.email })
          const taken = yield* send("POST", "/api/auth/register", takenBody, { ip: "198.51.100.221" })
          const fresh = yield* send("POST", "/api/auth/register", registration(overrides), {
            ip: "198.51.100.222",
          })
          assert.strictEqual(fresh.status, 400)
          assert.deepStrictEqual(visible(taken), visible(fresh))
        }
      }),
    )

    it.effect(
      "given two simultaneous sign-ups of one address, then both get the answer and one account",
      () =>
        Effect.gen(function* () {
          const body = registration({ email: `gara.${Date.now()}@example.it` })
          const results = yield* Effect.all(
            [
              send("POST", "/api/auth/register", body, { ip: "198.51.100.211" }),
              send("POST", "/api/auth/register", body, { ip: "198.51.100.212" }),
            ],
            { concurrency: 2 },
          )
          for (const res of results)
            assert.deepStrictEqual([res.status, res.text], [202, JSON.stringify(signUpAccepted)])
          const [users] = yield* Effect.promise(
            () => db.sql<{ n: number }[]>`select count(*)::int as n from users where email = ${body.email}`,
          )
          assert.strictEqual(users?.n, 1)
        }),
    )
  })
})
