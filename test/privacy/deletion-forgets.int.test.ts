import { randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import {
  buildEnvelope,
  generateDataKey,
  keysForNewPassword,
  keysForResetWithRecoveryKey,
  legacyDataKey,
  newKeyId,
  openWithRecoveryKey,
  toEverydayKey,
  type UnlockedKeys,
} from "../../client/lib/crypto/key-hierarchy.ts"
import type { KeyEnvelopeDto } from "../../client/lib/crypto/key-envelope.ts"
import {
  createKeyring,
  encryptText,
  type Keyring,
  keyringFromKey,
} from "../../client/lib/crypto/message-crypto.ts"
import { generateRecoveryKey } from "../../client/lib/crypto/recovery-key.ts"
import { mailJobsOf, registration } from "../support/accounts.ts"
import {
  deleteJson,
  getJson,
  makeAppTestServer,
  postJson,
  putJson,
  seedUser,
  signUpAndIn,
} from "../support/app-server.ts"
import { createTestDatabase } from "../support/database.ts"
import { logicalDump } from "../support/logical-dump.ts"
import { readWithDatabaseCopy } from "./dump-attacker.ts"

/*
 * Issue 24, "deletion forgets" and "an old password opens nothing", checked as an attacker would: a copy of the
 * whole database and the user's secrets (every password they had, their recovery key), the browser's own WebCrypto
 * code run in Node. Before: the copy and the password read the conversation (the attack works). After a password
 * change or a reset, the old password reads nothing, not even what was written before. After the user deletes
 * their account, or an administrator does, nothing at all: no envelope of the data key is left to open.
 * An account from before the data key is the exception README states: its first password derives its old key, so
 * it reads what was written before the first password change (or reset), but nothing written after it.
 */

const db = await createTestDatabase()
const use = <A>(run: () => Promise<A>) => Effect.promise(run)
const attack = (passwords: ReadonlyArray<string>, recoveryKeys: ReadonlyArray<string> = []) =>
  use(() => readWithDatabaseCopy(db.sql, { passwords, recoveryKeys }))

/** A user as the browser makes one: a random data key wrapped by the password and a recovery key; verified. */
const browserUser = (password: string) =>
  Effect.gen(function* () {
    const recoveryKey = generateRecoveryKey()
    const keyId = randomUUID()
    const dataKey = yield* use(() => generateDataKey())
    const envelope = yield* use(() => buildEnvelope(keyId, dataKey, password, recoveryKey))
    const body = { ...registration(), password, keys: envelope }
    const signedIn = yield* signUpAndIn(body)
    assert.strictEqual(signedIn.status, 200, signedIn.text)
    const { access_token: token, user } = signedIn.json as { access_token: string; user: { id: string } }
    const [job] = yield* mailJobsOf(db, user.id)
    assert.strictEqual((yield* postJson("/api/auth/verify-email", { token: job?.token })).status, 200)
    const keyring = keyringFromKey(yield* use(() => toEverydayKey(dataKey)))
    const encrypt = (text: string) => use(() => encryptText(keyring, body.encryption_salt, text))
    return { userId: user.id, email: body.email, token, keyId, envelope, recoveryKey, encrypt }
  })

type Writer = { readonly token: string; readonly encrypt: (text: string) => Effect.Effect<string> }

const encrypter = (keyring: Keyring, salt: string) => (text: string) =>
  use(() => encryptText(keyring, salt, text))

/**
 * An account from before the data key (signed up without keys): it writes with PBKDF2(password, its salt), then
 * moves over at a login as the browser does, that key becoming its data key in its first envelope.
 */
const legacyUser = (password: string) =>
  Effect.gen(function* () {
    const body = registration({ password })
    const signedIn = yield* signUpAndIn(body)
    assert.strictEqual(signedIn.status, 200, signedIn.text)
    const { access_token: token, user } = signedIn.json as { access_token: string; user: { id: string } }
    const [job] = yield* mailJobsOf(db, user.id)
    assert.strictEqual((yield* postJson("/api/auth/verify-email", { token: job?.token })).status, 200)
    const keys = yield* getJson("/api/user/keys", token)
    assert.deepStrictEqual(keys.json, {
      keys: null,
      encryption_salt: body.encryption_salt,
      legacy_key: false,
    })
    const salt = body.encryption_salt
    return {
      userId: user.id,
      email: body.email,
      token,
      salt,
      encrypt: encrypter(createKeyring(password), salt),
      moveOver: Effect.gen(function* () {
        const recoveryKey = generateRecoveryKey()
        const legacy = yield* use(() => legacyDataKey(password, salt))
        const envelope = yield* use(() => buildEnvelope(newKeyId(), legacy, password, recoveryKey))
        const moved = yield* putJson(
          "/api/user/keys",
          { password, keys: envelope, reason: "migrated" },
          token,
        )
        assert.strictEqual(moved.status, 200, moved.text)
        assert.strictEqual((moved.json as { legacy_key: boolean }).legacy_key, true)
        return { envelope, recoveryKey, encrypt: encrypter(keyringFromKey(legacy), salt) }
      }),
    }
  })

/** What GET /user/keys answers after a key change: the new envelope, the old key kept inside, no longer legacy. */
const expectReplacedKey = (token: string, envelope: KeyEnvelopeDto, unlocked: UnlockedKeys) =>
  Effect.gen(function* () {
    const keys = (yield* getJson("/api/user/keys", token)).json as {
      keys: KeyEnvelopeDto
      legacy_key: boolean
    }
    assert.deepStrictEqual(keys.keys, envelope)
    assert.strictEqual(keys.legacy_key, false)
    assert.strictEqual(envelope.key_id, unlocked.keyId)
    assert.lengthOf(envelope.previous_keys ?? [], 1)
  })

/**
 * A chat with a titled first message, next-session notes, a mood, a summary and the safety plan: answers what was
 * written.
 */
const writeEverything = (user: Writer, words: string) =>
  Effect.gen(function* () {
    const chat = yield* postJson("/api/chats", { therapeutic_approach: "claude" }, user.token)
    const chatId = (chat.json as { id: string }).id
    const message = `Messaggio: ${words}`
    const sent = yield* postJson(
      `/api/chats/${chatId}/messages`,
      {
        content: message,
        ciphertext: yield* user.encrypt(message),
        title: yield* user.encrypt(`Titolo: ${words}`),
      },
      user.token,
    )
    assert.strictEqual(sent.status, 200, sent.text)
    const notes = `Note per la prossima volta: ${words}`
    const scheduled = yield* postJson(`/api/sessions/${chatId}/schedule-next`, { notes }, user.token)
    assert.strictEqual(scheduled.status, 200, scheduled.text)
    const mood = {
      mood_id: randomUUID(),
      chat_id: chatId,
      moment: "start",
      ciphertext: yield* user.encrypt(`Umore: ${words}`),
    }
    assert.strictEqual((yield* postJson("/api/journey/moods", mood, user.token)).status, 201)
    const summary = {
      summary_id: randomUUID(),
      chat_id: chatId,
      ciphertext: yield* user.encrypt(`Riassunto: ${words}`),
    }
    const saved = yield* postJson("/api/journey/summaries", summary, user.token)
    assert.strictEqual(saved.status, 201, saved.text)
    const plan = yield* putJson(
      "/api/user/vault",
      { ciphertext: yield* user.encrypt(`Piano: ${words}`) },
      user.token,
    )
    assert.strictEqual(plan.status, 200, plan.text)
    return {
      readable: [message, `Titolo: ${words}`, `Umore: ${words}`, `Riassunto: ${words}`, `Piano: ${words}`],
      notes,
    }
  })

describe("deletion forgets, and an old password opens nothing", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given a password change and then the user's own deletion, then a copy of the database with every password and the recovery key reads nothing",
      () =>
        Effect.gen(function* () {
          const [first, second] = ["prima-password-1", "seconda-password-2"]
          const user = yield* browserUser(first)
          const before = yield* writeEverything(user, "il trasloco a Bolzano")
          // the attack works: the copy and the password read everything the browser wrote
          assert.includeMembers((yield* attack([first])).plaintexts, before.readable)

          const { envelope: rewrapped } = yield* use(() =>
            keysForNewPassword(user.envelope, first, second, { legacyKey: false }),
          )
          assert.strictEqual(rewrapped.key_id, user.keyId)
          const changed = yield* postJson(
            "/api/user/password",
            { current_password: first, new_password: second, keys: rewrapped },
            user.token,
          )
          assert.strictEqual(changed.status, 200, changed.text)
          const token = (changed.json as { access_token: string }).access_token
          const after = yield* writeEverything({ ...user, token }, "il colloquio di lunedì")

          const withOld = yield* attack([first])
          assert.strictEqual(withOld.envelopesOpened, 0)
          assert.deepStrictEqual(withOld.plaintexts, [])
          const withNew = yield* attack([second])
          assert.includeMembers(withNew.plaintexts, [...before.readable, ...after.readable])

          const deleted = yield* postJson("/api/user/account/delete", { password: second }, token)
          assert.strictEqual(deleted.status, 200, deleted.text)
          const afterDeletion = yield* attack([first, second], [user.recoveryKey])
          assert.strictEqual(afterDeletion.envelopesOpened, 0)
          assert.deepStrictEqual(afterDeletion.plaintexts, [])
          const dump = yield* use(() => logicalDump(db.sql))
          for (const text of [
            before.notes,
            after.notes,
            user.envelope.password.wrapped_key,
            rewrapped.password.wrapped_key,
          ])
            assert.notInclude(dump, text)
        }),
      120_000,
    )

    it.effect(
      "given a reset with the recovery key and then an administrator's deletion, then the old password reads nothing, and after the deletion nothing reads anything",
      () =>
        Effect.gen(function* () {
          const admin = yield* use(() => seedUser(db.sql, "Amministratrice", { isAdmin: true }))
          const [first, second] = ["vecchia-password-1", "nuova-password-2"]
          const user = yield* browserUser(first)
          const written = yield* writeEverything(user, "la lettera a mia sorella")
          assert.includeMembers((yield* attack([first])).plaintexts, written.readable)

          assert.strictEqual(
            (yield* postJson("/api/auth/forgot-password", { email: user.email })).status,
            200,
          )
          const link = (yield* mailJobsOf(db, user.userId)).filter((j) => j.kind === "password_reset").at(-1)
          const dataKey = yield* use(() =>
            openWithRecoveryKey(user.envelope.recovery, user.recoveryKey, true),
          )
          const keys = yield* use(() => buildEnvelope(user.keyId, dataKey, second, user.recoveryKey))
          const reset = yield* postJson("/api/auth/reset-password", {
            token: link?.token,
            password: second,
            keys,
          })
          assert.strictEqual(reset.status, 200, reset.text)

          const withOld = yield* attack([first])
          assert.strictEqual(withOld.envelopesOpened, 0)
          assert.deepStrictEqual(withOld.plaintexts, [])
          assert.includeMembers((yield* attack([second])).plaintexts, written.readable)

          const deleted = yield* deleteJson(`/api/admin/users/${user.userId}`, admin.token)
          assert.strictEqual(deleted.status, 200, deleted.text)
          const afterDeletion = yield* attack([first, second], [user.recoveryKey])
          assert.strictEqual(afterDeletion.envelopesOpened, 0)
          assert.deepStrictEqual(afterDeletion.plaintexts, [])
          assert.notInclude(yield* use(() => logicalDump(db.sql)), written.notes)
        }),
      120_000,
    )

    it.effect(
      "given an old account moved over, then its first password change makes a new data key: the old password reads only what was written before, even after the deletion",
      () =>
        Effect.gen(function* () {
          const [first, second] = ["password-di-prima-1", "password-di-dopo-2"]
          const user = yield* legacyUser(first)
          const beforeKeys = yield* writeEverything(user, "la casa dei nonni")
          const moved = yield* user.moveOver
          const beforeChange = yield* writeEverything({ ...user, encrypt: moved.encrypt }, "il nuovo lavoro")
          // the old key: the first password alone reads it all, with no envelope at all
          assert.includeMembers((yield* attack([first])).plaintexts, [
            ...beforeKeys.readable,
            ...beforeChange.readable,
          ])

          const keys = (yield* getJson("/api/user/keys", user.token)).json as {
            keys: KeyEnvelopeDto
            legacy_key: boolean
          }
          assert.strictEqual(keys.legacy_key, true)
          // a re-wrap of the old key is refused: it would leave the first password able to read what comes next
          const { envelope: rewrapped } = yield* use(() =>
            keysForNewPassword(keys.keys, first, second, { legacyKey: false }),
          )
          const refused = yield* postJson(
            "/api/user/password",
            { current_password: first, new_password: second, keys: rewrapped },
            user.token,
          )
          assert.strictEqual(refused.status, 409)
          assert.deepStrictEqual(refused.json, {
            detail: "Per proteggere le conversazioni serve una chiave nuova: ricarica la pagina e riprova.",
            code: "DATA_KEY_ROTATION_REQUIRED",
          })

          const change = yield* use(() => keysForNewPassword(keys.keys, first, second, { legacyKey: true }))
          const changed = yield* postJson(
            "/api/user/password",
            { current_password: first, new_password: second, keys: change.envelope },
            user.token,
          )
          assert.strictEqual(changed.status, 200, changed.text)
          const token = (changed.json as { access_token: string }).access_token
          yield* expectReplacedKey(token, change.envelope, change.unlocked)
          const keyring = keyringFromKey(change.unlocked.key, change.unlocked.previousKeys)
          const after = yield* writeEverything(
            { token, encrypt: encrypter(keyring, user.salt) },
            "il colloquio di lunedì",
          )

          // what stays (README): the first password reads what was written before the change, nothing after it
          const withOld = yield* attack([first])
          assert.strictEqual(withOld.envelopesOpened, 0)
          assert.includeMembers(withOld.plaintexts, [...beforeKeys.readable, ...beforeChange.readable])
          for (const text of after.readable) assert.notInclude(withOld.plaintexts, text)
          // the new password reads everything: the new key, and the old one kept inside the envelope
          const withNew = yield* attack([second])
          assert.strictEqual(withNew.envelopesOpened, 1)
          assert.includeMembers(withNew.plaintexts, [
            ...beforeKeys.readable,
            ...beforeChange.readable,
            ...after.readable,
          ])

          const deleted = yield* postJson("/api/user/account/delete", { password: second }, token)
          assert.strictEqual(deleted.status, 200, deleted.text)
          const afterDeletion = yield* attack([first, second], [moved.recoveryKey])
          assert.strictEqual(afterDeletion.envelopesOpened, 0)
          // what stays after the deletion: the old records whose ciphertext is not sealed by the account's keys
          // (messages, titles, the safety plan as it was); moods and summaries went with those keys
          const leftOver = (words: string) => [`Messaggio: ${words}`, `Piano: ${words}`, `Titolo: ${words}`]
          assert.deepStrictEqual(
            afterDeletion.plaintexts,
            [...leftOver("il nuovo lavoro"), ...leftOver("la casa dei nonni")].sort(),
          )
        }),
      180_000,
    )

    it.effect(
      "given an old account moved over, then a reset with the recovery key makes a new data key too: the old password reads nothing written after it",
      () =>
        Effect.gen(function* () {
          const [first, second] = ["password-scordata-1", "password-ritrovata-2"]
          const user = yield* legacyUser(first)
          const moved = yield* user.moveOver
          const before = yield* writeEverything({ ...user, encrypt: moved.encrypt }, "la gita al lago")

          assert.strictEqual(
            (yield* postJson("/api/auth/forgot-password", { email: user.email })).status,
            200,
          )
          const link = (yield* mailJobsOf(db, user.userId)).filter((j) => j.kind === "password_reset").at(-1)
          const resetKeys = yield* postJson("/api/auth/reset-password/keys", { token: link?.token })
          assert.deepStrictEqual(resetKeys.json, {
            key_id: moved.envelope.key_id,
            recovery: {
              salt: moved.envelope.recovery.salt,
              wrapped_key: moved.envelope.recovery.wrapped_key,
            },
            previous_keys: [],
            legacy_key: true,
          })
          // the same key opened with the recovery key and re-wrapped: refused, the link still usable
          const dataKey = yield* use(() =>
            openWithRecoveryKey(moved.envelope.recovery, moved.recoveryKey, true),
          )
          const sameKey = yield* use(() =>
            buildEnvelope(moved.envelope.key_id, dataKey, second, moved.recoveryKey),
          )
          const refused = yield* postJson("/api/auth/reset-password", {
            token: link?.token,
            password: second,
            keys: sameKey,
          })
          assert.strictEqual(refused.status, 409, refused.text)
          assert.strictEqual((refused.json as { code: string }).code, "DATA_KEY_ROTATION_REQUIRED")

          const change = yield* use(() =>
            keysForResetWithRecoveryKey(
              resetKeys.json as Parameters<typeof keysForResetWithRecoveryKey>[0],
              moved.recoveryKey,
              second,
            ),
          )
          const reset = yield* postJson("/api/auth/reset-password", {
            token: link?.token,
            password: second,
            keys: change.envelope,
          })
          assert.strictEqual(reset.status, 200, reset.text)
          const login = yield* postJson("/api/auth/login", { email: user.email, password: second })
          const token = (login.json as { access_token: string }).access_token
          yield* expectReplacedKey(token, change.envelope, change.unlocked)
          const keyring = keyringFromKey(change.unlocked.key, change.unlocked.previousKeys)
          const after = yield* writeEverything(
            { token, encrypt: encrypter(keyring, user.salt) },
            "la visita di giovedì",
          )

          const withOld = yield* attack([first])
          assert.strictEqual(withOld.envelopesOpened, 0)
          assert.includeMembers(withOld.plaintexts, before.readable)
          for (const text of after.readable) assert.notInclude(withOld.plaintexts, text)
          assert.includeMembers((yield* attack([second])).plaintexts, [...before.readable, ...after.readable])
          assert.includeMembers((yield* attack([], [moved.recoveryKey])).plaintexts, [
            ...before.readable,
            ...after.readable,
          ])
        }),
      180_000,
    )
  })
})
