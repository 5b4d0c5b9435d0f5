import { randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { mailJobsOf, registration } from "../support/accounts.ts"
import { buildEnvelope, generateDataKey, toEverydayKey } from "../../client/lib/crypto/key-hierarchy.ts"
import { encryptText, keyringFromKey, toBase64 } from "../../client/lib/crypto/message-crypto.ts"
import { generateRecoveryKey, normalizeRecoveryKey } from "../../client/lib/crypto/recovery-key.ts"
import { makeAppTestServer, postJson, signUpAndIn } from "../support/app-server.ts"
import { createTestDatabase } from "../support/database.ts"

/*
 * DESIGN §6, checked the way an attacker with a database dump would: a session scripted exactly as the browser
 * runs it (the client's own WebCrypto code, in Node), then every row of every table, as text, searched for the
 * plaintext, the password, the recovery key and the data key.
 */
const db = await createTestDatabase()
const { sql } = db

const dumpEverything = () =>
  Effect.promise(async () => {
    const tables = await sql<{ schema: string; name: string }[]>`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`
    const parts: string[] = []
    for (const table of tables) {
      const rows = await sql.unsafe<{ row: string }[]>(
        `select t::text as row from "${table.schema}"."${table.name}" t`,
      )
      parts.push(`-- ${table.schema}.${table.name}`, ...rows.map((r) => r.row))
    }
    return { text: parts.join("\n"), tables: tables.length }
  })

describe("a database dump", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given a scripted session (sign-up with wrapped keys, a message, the reply stored), then the dump holds ciphertext only: no message, reply, title, password, recovery key or data key",
      () =>
        Effect.gen(function* () {
          const password = "una-password-da-non-trovare"
          const recoveryKey = generateRecoveryKey()
          const dataKey = yield* Effect.promise(() => generateDataKey())
          const rawKey = new Uint8Array(yield* Effect.promise(() => crypto.subtle.exportKey("raw", dataKey)))
          const envelope = yield* Effect.promise(() =>
            buildEnvelope(randomUUID(), dataKey, password, recoveryKey),
          )
          const keyring = keyringFromKey(yield* Effect.promise(() => toEverydayKey(dataKey)))
          const body = { ...registration(), password, keys: envelope }
          const registered = yield* signUpAndIn(body)
          assert.strictEqual(registered.status, 200, registered.text)
          const { access_token: token, user } = registered.json as {
            access_token: string
            user: { id: string }
          }
          const [job] = yield* mailJobsOf(db, user.id)
          yield* postJson("/api/auth/verify-email", { token: job?.token })

          const salt = body.encryption_salt
          const message = "Ho paura di perdere il lavoro e non lo dico a nessuno"
          const title = "Paura per il lavoro"
          const chat = yield* postJson("/api/chats", { therapeutic_approach: "gpt" }, token)
          const chatId = (chat.json as { id: string }).id
          const ciphertext = yield* Effect.promise(() => encryptText(keyring, salt, message))
          const sent = yield* postJson(
            `/api/chats/${chatId}/messages`,
            {
              content: message,
              ciphertext,
              message_id: randomUUID(),
              history: [],
              title: yield* Effect.promise(() => encryptText(keyring, salt, title)),
            },
            token,
          )
          assert.strictEqual(sent.status, 200, sent.text)
          const reply = sent.json as { content: string; reply_id: string }
          const stored = yield* postJson(
            `/api/chats/${chatId}/replies`,
            {
              reply_id: reply.reply_id,
              ciphertext: yield* Effect.promise(() => encryptText(keyring, salt, reply.content)),
            },
            token,
          )
          assert.strictEqual(stored.status, 200, stored.text)

          const dump = yield* dumpEverything()
          assert.isAbove(dump.tables, 10)
          // the dump did capture this user's rows: the ciphertext is there; the wrapped key is sealed with a key of
          // its own (deleted by the next envelope or the account's deletion), so not even it is in clear
          assert.include(dump.text, ciphertext)
          assert.notInclude(dump.text, envelope.password.wrapped_key)
          for (const secret of [
            message,
            "perdere il lavoro",
            title,
            reply.content,
            password,
            recoveryKey,
            normalizeRecoveryKey(recoveryKey) ?? "",
            toBase64(rawKey),
            Buffer.from(rawKey).toString("hex"),
            Buffer.from(rawKey).toString("base64url"),
          ]) {
            assert.notInclude(dump.text, secret)
          }
        }),
    )
  })
})
