import { randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { addMinutes } from "../../domain/shared/instant.ts"
import { advanceClock, makeAppTestServer, postJson, seedUser } from "../../test/support/app-server.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { longLivedToken, registerAccount } from "../../test/support/admin.ts"
import { mailJobsOf } from "../../test/support/accounts.ts"
import { envelopeDto } from "../../test/support/key-envelopes.ts"
import { hashToken } from "../../commands/accounts/verification-token.ts"

const db = await createTestDatabase()
const { sql } = db
const admin = await seedUser(sql, "Amministratore", { isAdmin: true })

const invalidLink = {
  detail: "Link di reimpostazione non valido o scaduto. Richiedine uno nuovo.",
  code: "PASSWORD_RESET_TOKEN_INVALID",
}
const resetDone = { success: true, message: "Password aggiornata. Ora puoi accedere con la nuova password." }

const requestReset = (userId: string, token = admin.token) =>
  postJson(`/api/admin/users/${userId}/request-password-reset`, {}, token)

/** The token of the latest password-reset mail job of the user. */
const latestResetToken = (userId: string) =>
  Effect.map(
    mailJobsOf(db, userId),
    (jobs) => jobs.filter((j) => j.kind === "password_reset").at(-1)?.token ?? "",
  )

const login = (email: string, password: string) =>
  Effect.map(postJson("/api/auth/login", { email, password }), (r) => r.status)

describe("password reset", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given a verified user, when an admin requests a reset, then 200, PasswordResetRequested keeps only the token's hash for 24 h, and a password_reset mail job carries the token",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          const response = yield* requestReset(user.userId)
          assert.strictEqual(response.status, 200, response.text)
          assert.deepStrictEqual(response.json, { success: true, message: "Email di reset inviata" })

          const jobs = (yield* mailJobsOf(db, user.userId)).filter((j) => j.kind === "password_reset")
          assert.strictEqual(jobs.length, 1)
          const token = jobs[0]?.token ?? ""
          assert.deepStrictEqual(jobs[0] as unknown, { kind: "password_reset", userId: user.userId, token })
          assert.match(token, new RegExp(`^${user.userId}\\.[A-Za-z0-9_-]{32}$`))

          const [event] = yield* Effect.promise(
            () => sql<{ data: { tokenHash: string; expiresAt: string; at: string }; text: string }[]>`
              select data, data::text as text from events
              where stream_id = ${`user-${user.userId}`} and type = 'PasswordResetRequested'`,
          )
          assert.strictEqual(event?.data.tokenHash, hashToken(token))
          assert.strictEqual(event?.data.expiresAt, addMinutes(event?.data.at ?? "", 24 * 60))
          assert.notInclude(event?.text ?? "", token.split(".")[1] ?? "")
        }),
    )

    it.effect("given an unverified user, when an admin requests a reset, then 400 and no mail", () =>
      Effect.gen(function* () {
        const user = yield* registerAccount(db, { verified: false })
        const response = yield* requestReset(user.userId)
        assert.strictEqual(response.status, 400)
        assert.deepStrictEqual(response.json, {
          detail: "La password può essere reimpostata solo per utenti verificati.",
          code: "PASSWORD_RESET_NOT_ALLOWED",
        })
        assert.strictEqual(yield* latestResetToken(user.userId), "")
      }),
    )

    it.effect("given an admin account, when a reset is requested for it, then 403", () =>
      Effect.gen(function* () {
        const other = yield* Effect.promise(() => seedUser(sql, "Altra Admin", { isAdmin: true }))
        for (const id of [other.userId, admin.userId]) {
          const response = yield* requestReset(id)
          assert.strictEqual(response.status, 403)
          assert.deepStrictEqual(response.json, {
            detail: "Non è possibile reimpostare la password di un amministratore.",
            code: "PASSWORD_RESET_NOT_ALLOWED",
          })
        }
      }),
    )

    it.effect("given an unknown or malformed id, when a reset is requested, then 404", () =>
      Effect.gen(function* () {
        for (const id of [randomUUID(), "nessuno"]) {
          const response = yield* requestReset(id)
          assert.strictEqual(response.status, 404)
          assert.deepStrictEqual(response.json, { detail: "Utente non trovato.", code: "USER_NOT_FOUND" })
        }
      }),
    )

    it.effect("given a non-admin or no token, when requesting a reset, then 403 or 401", () =>
      Effect.gen(function* () {
        const user = yield* registerAccount(db)
        const forbidden = yield* requestReset(user.userId, user.token)
        assert.strictEqual(forbidden.status, 403)
        assert.strictEqual(
          (forbidden.json as { detail: string }).detail,
          "Accesso negato. Privilegi amministratore richiesti.",
        )
        const anonymous = yield* postJson(`/api/admin/users/${user.userId}/request-password-reset`, {})
        assert.strictEqual(anonymous.status, 401)
      }),
    )

    it.effect(
      "given a reset link, when the user sets a new password, then 200, the new password signs in, the old one does not, and the link works only once",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          assert.strictEqual((yield* requestReset(user.userId)).status, 200)
          const token = yield* latestResetToken(user.userId)

          const short = yield* postJson("/api/auth/reset-password", {
            token,
            password: "12345",
            keys: envelopeDto(),
          })
          assert.strictEqual(short.status, 400)
          assert.deepStrictEqual(short.json, {
            detail: "La password deve essere di almeno 6 caratteri",
            code: "PASSWORD_TOO_SHORT",
          })

          const done = yield* postJson("/api/auth/reset-password", {
            token,
            password: "nuovaPassword1",
            keys: envelopeDto(),
          })
          assert.strictEqual(done.status, 200, done.text)
          assert.deepStrictEqual(done.json, resetDone)
          const [changed] = yield* Effect.promise(
            () => sql<{ hash: string }[]>`select data->>'passwordHash' as hash from events
              where stream_id = ${`user-${user.userId}`} and type = 'PasswordChanged'`,
          )
          // the new hash is in the log sealed with the user's key (personal data), never in clear
          assert.match(changed?.hash ?? "", /"\$pii": "/)
          assert.notMatch(changed?.hash ?? "", /argon2/)

          assert.strictEqual(yield* login(user.email, "nuovaPassword1"), 200)
          assert.strictEqual(yield* login(user.email, user.password), 401)

          const again = yield* postJson("/api/auth/reset-password", {
            token,
            password: "altraPassword2",
            keys: envelopeDto(),
          })
          assert.strictEqual(again.status, 400)
          assert.deepStrictEqual(again.json, invalidLink)
          assert.strictEqual(yield* login(user.email, "nuovaPassword1"), 200)
        }),
    )

    it.effect(
      "given a malformed, unknown or forged token, when resetting, then 400 with the invalid-link text",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          assert.strictEqual((yield* requestReset(user.userId)).status, 200)
          const forged = `${user.userId}.${"A".repeat(32)}`
          for (const token of ["", "abc", `${randomUUID()}.${"B".repeat(32)}`, forged]) {
            const response = yield* postJson("/api/auth/reset-password", {
              token,
              password: "nuovaPassword1",
              keys: envelopeDto(),
            })
            assert.strictEqual(response.status, 400, token)
            assert.deepStrictEqual(response.json, invalidLink)
          }
          assert.strictEqual(yield* login(user.email, user.password), 200)
        }),
    )

    it.effect(
      "given two reset links for one user, when the older one is used, then 400; the newer one works",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          assert.strictEqual((yield* requestReset(user.userId)).status, 200)
          const older = yield* latestResetToken(user.userId)
          assert.strictEqual((yield* requestReset(user.userId)).status, 200)
          const newer = yield* latestResetToken(user.userId)
          assert.notStrictEqual(older, newer)
          const stale = yield* postJson("/api/auth/reset-password", {
            token: older,
            password: "nuovaPassword1",
            keys: envelopeDto(),
          })
          assert.deepStrictEqual(stale.json, invalidLink)
          const fresh = yield* postJson("/api/auth/reset-password", {
            token: newer,
            password: "nuovaPassword1",
            keys: envelopeDto(),
          })
          assert.deepStrictEqual(fresh.json, resetDone)
        }),
    )

    // last: it moves the app clock a day on
    it.effect(
      "given a reset link older than 24 hours by the app clock, when used, then 400 and the password is unchanged",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          const adminToken = yield* longLivedToken(admin.userId, true)
          assert.strictEqual((yield* requestReset(user.userId, adminToken)).status, 200)
          const token = yield* latestResetToken(user.userId)
          yield* advanceClock(24 * 60 + 1)
          const response = yield* postJson("/api/auth/reset-password", {
            token,
            password: "nuovaPassword1",
            keys: envelopeDto(),
          })
          assert.strictEqual(response.status, 400)
          assert.deepStrictEqual(response.json, { ...invalidLink, code: "PASSWORD_RESET_TOKEN_EXPIRED" })
          assert.strictEqual(yield* login(user.email, user.password), 200)
        }),
    )
  })
})
