import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import {
  accountsSetup,
  type AuthBody,
  getMe,
  registration,
  send,
  signUp,
} from "../../test/support/accounts.ts"

const { db, server } = await accountsSetup()

const wrongCredentials = { detail: "Email o password non corretti.", code: "INVALID_CREDENTIALS" }
const tooMany = { detail: "Troppi tentativi di accesso. Riprova tra qualche minuto.", code: "RATE_LIMITED" }

let ipCounter = 0
/** Each test signs in from its own address (behind the trusted loopback proxy), so per-IP limits stay apart. */
const freshIp = () => `203.0.113.${++ipCounter}`

// the per-IP sign-in limit is under test here (the support module raises it for everyone else)
process.env.COGI_LOGINS_PER_IP_PER_15_MIN = "30"

/** A new account, signed up and then signed in from a client of its own, as after the mail. */
const registered = () =>
  Effect.gen(function* () {
    const body = registration()
    return { body, auth: yield* signUp(body, { ip: freshIp() }) }
  })

const adminCreate = (...args: ReadonlyArray<string>) =>
  Effect.promise(() =>
    promisify(execFile)(process.execPath, ["cli/admin-create.ts", ...args], {
      env: { ...process.env, DATABASE_URL: db.url },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? 1,
        stdout: error.stdout ?? "",
        stderr: error.stderr ?? "",
      }),
    ),
  )

describe("accounts: sign-in and administrators", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect("given a registered user, when signing in, then a token, the user and a recorded login", () =>
      Effect.gen(function* () {
        const { body, auth } = yield* registered()
        const res = yield* send(
          "POST",
          "/api/auth/login",
          { email: ` ${body.email.toUpperCase()} `, password: body.password },
          { ip: freshIp() },
        )
        assert.strictEqual(res.status, 200, res.text)
        const login = res.json as AuthBody
        assert.strictEqual(login.token_type, "bearer")
        assert.strictEqual(login.user.id, auth.user.id)
        assert.strictEqual(login.user.is_verified, false, "an unverified user may sign in")
        assert.strictEqual(login.user.is_admin, false)
        assert.isString(login.user.last_login)
        // the sign-in after the mail was the first: this one is not (the dashboard greets accordingly)
        assert.strictEqual((auth as { first_login?: boolean }).first_login, true)
        assert.strictEqual((login as { first_login?: boolean }).first_login, false)
        const types = yield* Effect.promise(
          () =>
            db.sql<{ type: string }[]>`select type from events where stream_id = ${`user-${auth.user.id}`}`,
        )
        assert.include(
          types.map((t) => t.type),
          "UserLoggedIn",
        )
        const me = yield* getMe(login.access_token)
        assert.strictEqual(me.status, 200)
        assert.strictEqual((me.json as { last_login: string }).last_login, login.user.last_login)
      }),
    )

    it.effect("given a wrong password or an unknown address, when signing in, then the same 401", () =>
      Effect.gen(function* () {
        const { body } = yield* registered()
        const ip = freshIp()
        const wrong = yield* send(
          "POST",
          "/api/auth/login",
          { email: body.email, password: "sbagliata" },
          { ip },
        )
        assert.strictEqual(wrong.status, 401)
        assert.deepStrictEqual(wrong.json, wrongCredentials)
        const unknown = yield* send(
          "POST",
          "/api/auth/login",
          { email: "nessuno@example.it", password: body.password },
          { ip },
        )
        assert.strictEqual(unknown.status, 401)
        assert.deepStrictEqual(unknown.json, wrongCredentials)
        const empty = yield* send("POST", "/api/auth/login", { email: "", password: "" }, { ip })
        assert.deepStrictEqual([empty.status, empty.json], [401, wrongCredentials])
      }),
    )

    it.effect(
      "given 10 wrong passwords for one address from one client, then that client waits and the owner still signs in",
      () =>
        Effect.gen(function* () {
          const { body } = yield* registered()
          const attacker = freshIp()
          for (let i = 0; i < 10; i++) {
            const res = yield* send(
              "POST",
              "/api/auth/login",
              { email: body.email, password: "sbagliata" },
              { ip: attacker },
            )
            assert.strictEqual(res.status, 401)
          }
          // the attacker is slowed down, even with the right password
          const res = yield* send(
            "POST",
            "/api/auth/login",
            { email: body.email, password: body.password },
            { ip: attacker },
          )
          assert.strictEqual(res.status, 429)
          assert.deepStrictEqual(res.json, tooMany)
          const retryAfter = Number(res.headers["retry-after"])
          assert.isTrue(retryAfter >= 800 && retryAfter <= 900, String(retryAfter))
          // the owner, from their own device, is not locked out
          const owner = yield* send(
            "POST",
            "/api/auth/login",
            { email: body.email, password: body.password },
            { ip: freshIp() },
          )
          assert.strictEqual(owner.status, 200, owner.text)
        }),
    )

    it.effect("given 30 attempts from one IP, when trying again, then 429 whatever the address", () =>
      Effect.gen(function* () {
        const ip = freshIp()
        for (let i = 0; i < 30; i++) {
          const res = yield* send(
            "POST",
            "/api/auth/login",
            { email: `x${i}@example.it`, password: "x" },
            { ip },
          )
          assert.strictEqual(res.status, 401)
        }
        const res = yield* send(
          "POST",
          "/api/auth/login",
          { email: "altro@example.it", password: "x" },
          { ip },
        )
        assert.strictEqual(res.status, 429)
        assert.deepStrictEqual(res.json, tooMany)
        assert.isTrue(Number(res.headers["retry-after"]) >= 1)
      }),
    )

    it.effect("given a deleted account's token, then /user/me is 401 and signing in is refused", () =>
      Effect.gen(function* () {
        const { body, auth } = yield* registered()
        yield* Effect.promise(() => db.sql`delete from users where id = ${auth.user.id}`)
        assert.strictEqual((yield* getMe(auth.access_token)).status, 401)
        const res = yield* send(
          "POST",
          "/api/auth/login",
          { email: body.email, password: body.password },
          { ip: freshIp() },
        )
        assert.deepStrictEqual([res.status, res.json], [401, wrongCredentials])
      }),
    )

    it.effect(
      "given admin:create, when the admin signs in, then is_admin and is_verified; running it again changes nothing",
      () =>
        Effect.gen(function* () {
          const created = yield* adminCreate(
            "--email",
            "Capo@Example.it",
            "--password",
            "segreto-admin",
            "--name",
            "Capo",
          )
          assert.strictEqual(created.code, 0, created.stderr)
          assert.match(created.stdout, /Administrator capo@example\.it created/)

          const res = yield* send(
            "POST",
            "/api/auth/login",
            { email: "capo@example.it", password: "segreto-admin" },
            { ip: freshIp() },
          )
          assert.strictEqual(res.status, 200, res.text)
          const login = res.json as AuthBody
          assert.strictEqual(login.user.is_admin, true)
          assert.strictEqual(login.user.is_verified, true)
          assert.strictEqual(login.user.name, "Capo")
          const wallet = yield* Effect.promise(
            () =>
              db.sql<
                { type: string }[]
              >`select type from events where stream_id = ${`wallet-${login.user.id}`}`,
          )
          assert.deepStrictEqual(
            wallet.map((w) => w.type),
            ["FreeSessionsGranted"],
          )

          const again = yield* adminCreate("--email", "capo@example.it", "--password", "altra-password")
          assert.strictEqual(again.code, 0, again.stderr)
          assert.match(again.stdout, /is already an administrator .*nothing changed/)
          const [count] = yield* Effect.promise(
            () =>
              db.sql<{ n: number }[]>`select count(*)::int as n from users where email = 'capo@example.it'`,
          )
          assert.strictEqual(count?.n, 1)
        }),
      60_000,
    )

    it.effect(
      "given an ordinary user's address or bad arguments, then admin:create fails with a clear message",
      () =>
        Effect.gen(function* () {
          const { body } = yield* registered()
          const taken = yield* adminCreate("--email", body.email, "--password", "segreto-admin")
          assert.strictEqual(taken.code, 1)
          assert.include(taken.stderr, "already belongs to an ordinary user")
          const short = yield* adminCreate("--email", "corto@example.it", "--password", "12345")
          assert.strictEqual(short.code, 1)
          assert.include(short.stderr, "at least 6 characters")
          const missing = yield* adminCreate("--email", "solo@example.it")
          assert.strictEqual(missing.code, 2)
          assert.include(missing.stderr, "Both --email and --password are required")
        }),
      60_000,
    )
  })
})
