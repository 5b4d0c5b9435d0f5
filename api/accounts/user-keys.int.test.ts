import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import {
  advanceClock,
  getJson,
  makeAppTestServer,
  postJson,
  putJson,
  signUpAndIn,
} from "../../test/support/app-server.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { envelopeDto } from "../../test/support/key-envelopes.ts"
import { registerAccount } from "../../test/support/admin.ts"
import { type AuthBody, mailJobsOf, registration } from "../../test/support/accounts.ts"

const db = await createTestDatabase()
const { sql } = db

const recordSalt = registration().encryption_salt
const keysOf = (token: string) => getJson("/api/user/keys", token)
const login = (email: string, password: string) => postJson("/api/auth/login", { email, password })

/** A verified account that signed up with wrapped keys (a random data key, not an old account's). */
const accountWithKeys = () =>
  Effect.gen(function* () {
    const keys = envelopeDto()
    const body = { ...registration(), keys }
    const { access_token: token, user } = (yield* signUpAndIn(body)).json as AuthBody
    const [job] = yield* mailJobsOf(db, user.id)
    assert.strictEqual((yield* postJson("/api/auth/verify-email", { token: job?.token })).status, 200)
    return { userId: user.id, email: body.email, password: body.password, token, keys }
  })

/** The newest reset link mailed to the user, after asking for one. */
const resetLinkOf = (user: { readonly email: string; readonly userId: string }) =>
  Effect.gen(function* () {
    assert.strictEqual((yield* postJson("/api/auth/forgot-password", { email: user.email })).status, 200)
    const token = (yield* mailJobsOf(db, user.userId))
      .filter((j) => j.kind === "password_reset")
      .at(-1)?.token
    assert.isDefined(token)
    return token ?? ""
  })

const rotationRequired = {
  detail: "Per proteggere le conversazioni serve una chiave nuova: ricarica la pagina e riprova.",
  code: "DATA_KEY_ROTATION_REQUIRED",
}
const wrappedCount = (userId: string) =>
  Effect.promise(
    () => sql<{ n: number }[]>`
      select count(*)::int as n from events where stream_id = ${`user-${userId}`} and type = 'DataKeyWrapped'`,
  ).pipe(Effect.map(([row]) => row?.n ?? 0))

describe("keys the user holds", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect("given a sign-up with wrapped keys, then GET /user/keys returns them and the record salt", () =>
      Effect.gen(function* () {
        const keys = envelopeDto()
        const body = { ...registration(), keys }
        const registered = yield* signUpAndIn(body)
        assert.strictEqual(registered.status, 200, registered.text)
        const { access_token, user } = registered.json as AuthBody
        const answer = yield* keysOf(access_token)
        assert.strictEqual(answer.status, 200)
        assert.deepStrictEqual(answer.json, {
          keys,
          encryption_salt: body.encryption_salt,
          legacy_key: false,
        })
        assert.strictEqual(yield* wrappedCount(user.id), 1)
      }),
    )

    it.effect(
      "given a sign-up with a weak envelope (100 000 iterations), then 400 in Italian and no account",
      () =>
        Effect.gen(function* () {
          const keys = envelopeDto()
          const body = {
            ...registration(),
            keys: { ...keys, password: { ...keys.password, iterations: 100_000 } },
          }
          const refused = yield* signUpAndIn(body)
          assert.strictEqual(refused.status, 400)
          assert.deepStrictEqual(refused.json, {
            detail: "Le chiavi cifrate inviate non sono valide. Ricarica la pagina e riprova.",
            code: "KEY_ENVELOPE_INVALID",
          })
          assert.strictEqual((yield* login(body.email, body.password)).status, 401)
        }),
    )

    it.effect(
      "given an account from before wrapped keys, then keys are null, it moves over once with its password, and a wrong password changes nothing",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          assert.deepStrictEqual((yield* keysOf(user.token)).json, {
            keys: null,
            encryption_salt: recordSalt,
            legacy_key: false,
          })
          const keys = envelopeDto()
          const wrong = yield* putJson(
            "/api/user/keys",
            { password: "sbagliata", keys, reason: "migrated" },
            user.token,
          )
          assert.strictEqual(wrong.status, 400)
          assert.deepStrictEqual(wrong.json, {
            detail: "La password attuale non è corretta.",
            code: "WRONG_PASSWORD",
          })
          assert.strictEqual(yield* wrappedCount(user.userId), 0)

          const moved = yield* putJson(
            "/api/user/keys",
            { password: user.password, keys, reason: "migrated" },
            user.token,
          )
          assert.strictEqual(moved.status, 200, moved.text)
          assert.deepStrictEqual(moved.json, { keys, encryption_salt: recordSalt, legacy_key: true })
          const again = yield* putJson(
            "/api/user/keys",
            { password: user.password, keys: envelopeDto(), reason: "migrated" },
            user.token,
          )
          assert.strictEqual(again.status, 409)
          assert.deepStrictEqual((yield* keysOf(user.token)).json, moved.json)
        }),
    )

    it.effect(
      "given a signed-in password change, then the old token is refused, the new one works, and only the same data key is accepted",
      () =>
        Effect.gen(function* () {
          const user = yield* accountWithKeys()
          const { keys } = user
          const otherKey = yield* postJson(
            "/api/user/password",
            { current_password: user.password, new_password: "nuovaPassword1", keys: envelopeDto() },
            user.token,
          )
          assert.strictEqual(otherKey.status, 409)
          const wrong = yield* postJson(
            "/api/user/password",
            { current_password: "sbagliata", new_password: "nuovaPassword1", keys },
            user.token,
          )
          assert.strictEqual(wrong.status, 400)
          assert.strictEqual((yield* getJson("/api/user/me", user.token)).status, 200)

          const rewrapped = { ...envelopeDto(keys.key_id) }
          const changed = yield* postJson(
            "/api/user/password",
            { current_password: user.password, new_password: "nuovaPassword1", keys: rewrapped },
            user.token,
          )
          assert.strictEqual(changed.status, 200, changed.text)
          const fresh = (changed.json as AuthBody).access_token
          const old = yield* getJson("/api/user/me", user.token)
          assert.strictEqual(old.status, 401)
          assert.deepStrictEqual(old.json, {
            detail: "La password è stata cambiata: accedi di nuovo con la nuova password.",
            code: "UNAUTHORIZED",
          })
          // session-info's one query refuses the old token too (its middleware only checks the signature)
          const oldInfo = yield* getJson("/api/user/session-info", user.token)
          assert.strictEqual(oldInfo.status, 401)
          assert.deepStrictEqual(oldInfo.json, old.json)
          assert.strictEqual((yield* getJson("/api/user/me", fresh)).status, 200)
          assert.strictEqual((yield* getJson("/api/user/session-info", fresh)).status, 200)
          assert.deepStrictEqual((yield* keysOf(fresh)).json, {
            keys: rewrapped,
            encryption_salt: recordSalt,
            legacy_key: false,
          })
          assert.strictEqual((yield* login(user.email, user.password)).status, 401)
          assert.strictEqual((yield* login(user.email, "nuovaPassword1")).status, 200)
        }),
    )

    it.effect(
      "given a reset from a mailed link, then old tokens are refused, the recovery wrap was readable before, and the link works once",
      () =>
        Effect.gen(function* () {
          const user = yield* accountWithKeys()
          const { keys } = user
          const token = yield* resetLinkOf(user)
          const recovery = yield* postJson("/api/auth/reset-password/keys", { token })
          assert.deepStrictEqual(recovery.json, {
            key_id: keys.key_id,
            recovery: { salt: keys.recovery.salt, wrapped_key: keys.recovery.wrapped_key },
            previous_keys: [],
            legacy_key: false,
          })
          const done = yield* postJson("/api/auth/reset-password", {
            token,
            password: "nuovaPassword1",
            keys: envelopeDto(keys.key_id),
          })
          assert.strictEqual(done.status, 200, done.text)
          assert.strictEqual((yield* getJson("/api/user/me", user.token)).status, 401)
          const reused = yield* postJson("/api/auth/reset-password", {
            token,
            password: "altraPassword2",
            keys: envelopeDto(),
          })
          assert.strictEqual(reused.status, 400)
          assert.strictEqual((yield* postJson("/api/auth/reset-password/keys", { token })).status, 400)
          assert.strictEqual((yield* login(user.email, "nuovaPassword1")).status, 200)
        }),
    )

    it.effect(
      "given an old account moved over, then its key is legacy: a password change must replace it with one that keeps it, after which changes are re-wraps again",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          const keys = envelopeDto()
          yield* putJson("/api/user/keys", { password: user.password, keys, reason: "migrated" }, user.token)
          const change = (next: unknown, token = user.token, current = user.password) =>
            postJson(
              "/api/user/password",
              { current_password: current, new_password: "nuovaPassword1", keys: next },
              token,
            )
          // a re-wrap of the old key, or a new key that drops it: both refused, nothing changes
          for (const refusedKeys of [envelopeDto(keys.key_id), envelopeDto()]) {
            const refused = yield* change(refusedKeys)
            assert.strictEqual(refused.status, 409)
            assert.deepStrictEqual(refused.json, rotationRequired)
          }
          assert.strictEqual(yield* wrappedCount(user.userId), 1)
          assert.strictEqual((yield* getJson("/api/user/me", user.token)).status, 200)
          // kept keys of the wrong size: 400
          const malformed = { ...envelopeDto(), previous_keys: [Buffer.alloc(32).toString("base64")] }
          assert.strictEqual((yield* change(malformed)).status, 400)

          const rotated = envelopeDto(undefined, { previousKeys: 1 })
          const changed = yield* change(rotated)
          assert.strictEqual(changed.status, 200, changed.text)
          const fresh = (changed.json as AuthBody).access_token
          assert.deepStrictEqual((yield* keysOf(fresh)).json, {
            keys: rotated,
            encryption_salt: recordSalt,
            legacy_key: false,
          })
          const events = yield* Effect.promise(
            () => sql<{ reason: string }[]>`
              select data->>'reason' as reason from events
              where stream_id = ${`user-${user.userId}`} and type = 'DataKeyWrapped' order by global_position`,
          )
          assert.deepStrictEqual(
            events.map((e) => e.reason),
            ["migrated", "password_changed_key_rotated"],
          )
          // from now on a re-wrap of the new key, keeping what it keeps
          const rewrapped = { ...envelopeDto(rotated.key_id), previous_keys: rotated.previous_keys }
          const again = yield* change(rewrapped, fresh, "nuovaPassword1")
          assert.strictEqual(again.status, 200, again.text)
          const latest = (again.json as AuthBody).access_token
          assert.deepStrictEqual(((yield* keysOf(latest)).json as { keys: unknown }).keys, rewrapped)
          // a reset link shows the kept key with the recovery wrap
          const token = yield* resetLinkOf(user)
          assert.deepStrictEqual((yield* postJson("/api/auth/reset-password/keys", { token })).json, {
            key_id: rotated.key_id,
            recovery: { salt: rewrapped.recovery.salt, wrapped_key: rewrapped.recovery.wrapped_key },
            previous_keys: rotated.previous_keys,
            legacy_key: false,
          })
        }),
    )

    it.effect(
      "given an old account moved over, then a reset with the recovery key must replace its key too, and a reset without it makes a new one",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          const keys = envelopeDto()
          yield* putJson("/api/user/keys", { password: user.password, keys, reason: "migrated" }, user.token)
          const token = yield* resetLinkOf(user)
          assert.deepStrictEqual((yield* postJson("/api/auth/reset-password/keys", { token })).json, {
            key_id: keys.key_id,
            recovery: { salt: keys.recovery.salt, wrapped_key: keys.recovery.wrapped_key },
            previous_keys: [],
            legacy_key: true,
          })
          const reset = (next: unknown, link = token) =>
            postJson("/api/auth/reset-password", { token: link, password: "nuovaPassword1", keys: next })
          const same = yield* reset(envelopeDto(keys.key_id))
          assert.strictEqual(same.status, 409)
          assert.deepStrictEqual(same.json, rotationRequired)
          // the refusal did not use the link up
          const rotated = envelopeDto(undefined, { previousKeys: 1 })
          assert.strictEqual((yield* reset(rotated)).status, 200)
          const signedIn = (yield* login(user.email, "nuovaPassword1")).json as AuthBody
          assert.deepStrictEqual((yield* keysOf(signedIn.access_token)).json, {
            keys: rotated,
            encryption_salt: recordSalt,
            legacy_key: false,
          })

          const other = yield* registerAccount(db)
          yield* putJson(
            "/api/user/keys",
            { password: other.password, keys: envelopeDto(), reason: "migrated" },
            other.token,
          )
          const lost = envelopeDto()
          assert.strictEqual((yield* reset(lost, yield* resetLinkOf(other))).status, 200)
          const otherIn = (yield* login(other.email, "nuovaPassword1")).json as AuthBody
          assert.deepStrictEqual((yield* keysOf(otherIn.access_token)).json, {
            keys: lost,
            encryption_salt: recordSalt,
            legacy_key: false,
          })
        }),
    )

    it.effect(
      "given the forgot-password form, then an unknown address gets the same answer, and a 4th mail in an hour is 429",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          const unknown = yield* postJson("/api/auth/forgot-password", { email: "nessuno@example.it" })
          const known = yield* postJson("/api/auth/forgot-password", { email: user.email })
          assert.strictEqual(unknown.status, 200)
          assert.deepStrictEqual(unknown.json, known.json)
          yield* postJson("/api/auth/forgot-password", { email: user.email })
          yield* postJson("/api/auth/forgot-password", { email: user.email })
          const limited = yield* postJson("/api/auth/forgot-password", { email: user.email })
          assert.strictEqual(limited.status, 429)
          const mails = (yield* mailJobsOf(db, user.userId)).filter((j) => j.kind === "password_reset")
          assert.strictEqual(mails.length, 3)
        }),
    )

    it.effect(
      "given the account deletion with the password, then login is refused, the token too, and the personal key is gone",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          const wrong = yield* postJson("/api/user/account/delete", { password: "sbagliata" }, user.token)
          assert.strictEqual(wrong.status, 400)
          assert.strictEqual((yield* getJson("/api/user/me", user.token)).status, 200)
          const deleted = yield* postJson("/api/user/account/delete", { password: user.password }, user.token)
          assert.strictEqual(deleted.status, 200, deleted.text)
          assert.strictEqual((yield* getJson("/api/user/me", user.token)).status, 401)
          assert.strictEqual((yield* login(user.email, user.password)).status, 401)
          const keys = yield* Effect.promise(
            () => sql`select 1 from subject_keys where subject_id = ${user.userId}`,
          )
          assert.strictEqual(keys.length, 0)
        }),
    )

    // last: it moves the app clock a day on
    it.effect(
      "given a reset link older than 24 hours, then its keys are refused and the reset changes nothing",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          yield* postJson("/api/auth/forgot-password", { email: user.email })
          const token = (yield* mailJobsOf(db, user.userId))
            .filter((j) => j.kind === "password_reset")
            .at(-1)?.token
          yield* advanceClock(24 * 60 + 1)
          const keys = yield* postJson("/api/auth/reset-password/keys", { token })
          assert.strictEqual(keys.status, 400)
          assert.deepStrictEqual(keys.json, {
            detail: "Link di reimpostazione non valido o scaduto. Richiedine uno nuovo.",
            code: "PASSWORD_RESET_TOKEN_INVALID",
          })
          const reset = yield* postJson("/api/auth/reset-password", {
            token,
            password: "nuovaPassword1",
            keys: envelopeDto(),
          })
          assert.strictEqual(reset.status, 400)
          assert.strictEqual(yield* wrappedCount(user.userId), 0)
        }),
    )
  })
})
