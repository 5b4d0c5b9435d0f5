import { randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import {
  buildEnvelope,
  generateDataKey,
  openWithRecoveryKey,
  rewrapForNewPassword,
  toEverydayKey,
} from "../../client/lib/crypto/key-hierarchy.ts"
import { encryptText, keyringFromKey } from "../../client/lib/crypto/message-crypto.ts"
import { generateRecoveryKey } from "../../client/lib/crypto/recovery-key.ts"
import { mailJobsOf, registration } from "../support/accounts.ts"
import {
  deleteJson,
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

type BrowserUser = Effect.Success<ReturnType<typeof browserUser>>

/** A chat with a titled first message, next-session notes, a mood and the safety plan: answers what was written. */
const writeEverything = (user: BrowserUser, words: string) =>
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
    const plan = yield* putJson(
      "/api/user/vault",
      { ciphertext: yield* user.encrypt(`Piano: ${words}`) },
      user.token,
    )
    assert.strictEqual(plan.status, 200, plan.text)
    return { readable: [message, `Titolo: ${words}`, `Umore: ${words}`, `Piano: ${words}`], notes }
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

          const rewrapped = yield* use(() => rewrapForNewPassword(user.envelope, first, second))
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
  })
})
