import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { createTestDatabase } from "../test/support/database.ts"
import { getJson, makeAppTestServer, putJson, seedUser } from "../test/support/app-server.ts"

const db = await createTestDatabase()
const put = (body: unknown, token?: string) => putJson("/api/user/vault", body, token)

describe("the private vault (safety plan) over HTTP", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given a user, when they save and edit it, then only their ciphertext is stored and read back",
      () =>
        Effect.gen(function* () {
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
          const empty = yield* getJson("/api/user/vault", token)
          assert.deepStrictEqual(empty.json, { ciphertext: null, updated_at: null })
          const first = yield* put({ ciphertext: "QUJDREVG" }, token)
          assert.strictEqual(first.status, 200)
          const edited = yield* put({ ciphertext: "R0hJSktM" }, token)
          assert.strictEqual((edited.json as { ciphertext: string }).ciphertext, "R0hJSktM")
          const read = (yield* getJson("/api/user/vault", token)).json as {
            ciphertext: string
            updated_at: string
          }
          assert.strictEqual(read.ciphertext, "R0hJSktM")
          assert.isString(read.updated_at)
          const rows = yield* Effect.promise(
            () =>
              db.sql`select type, data from events where stream_id = ${`vault-${userId}`} order by global_position`,
          )
          assert.deepStrictEqual(
            rows.map((r) => [r.type, Object.keys(r.data as object).sort()]),
            [
              ["VaultSaved", ["at", "ciphertext", "userId"]],
              ["VaultSaved", ["at", "ciphertext", "userId"]],
            ],
          )
        }),
    )

    it.effect("given bad input or no token, then a 400 in Italian or a 401, and nothing stored", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const plain = yield* put({ ciphertext: "il mio piano: chiamare Marta" }, token)
        assert.strictEqual(plain.status, 400)
        assert.deepStrictEqual(plain.json, {
          detail: "Il piano cifrato non è valido: riprova a salvarlo.",
          code: "VAULT_CIPHERTEXT_INVALID",
        })
        const missing = yield* put({}, token)
        assert.strictEqual(missing.status, 400)
        assert.strictEqual((yield* put({ ciphertext: "QUJD" })).status, 401)
        assert.strictEqual((yield* getJson("/api/user/vault")).status, 401)
        assert.deepStrictEqual((yield* getJson("/api/user/vault", token)).json, {
          ciphertext: null,
          updated_at: null,
        })
      }),
    )
  })
})
