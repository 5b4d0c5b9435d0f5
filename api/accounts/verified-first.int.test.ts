import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { createTestDatabase } from "../../test/support/database.ts"
import { makeAppTestServer, postJson, signUpAndIn } from "../../test/support/app-server.ts"
import { verifyAddressFirst } from "./verified-address.ts"

/* Free sessions wait for a verified address: a new chat is refused kindly until the link is followed. */

const db = await createTestDatabase()

describe("a verified address before the first session", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect("given an unverified account, then starting a chat is 403 until the address is verified", () =>
      Effect.gen(function* () {
        // given a user who just signed up
        const registered = yield* signUpAndIn({
          name: "Nora",
          email: "nora@example.it",
          password: "segreta1",
          encryption_salt: "AAAAAAAAAAAAAAAAAAAAAA==",
          consent_health_data: true,
          adult: true,
        })
        assert.strictEqual(registered.status, 200, registered.text)
        const { access_token: token, user } = registered.json as {
          access_token: string
          user: { id: string }
        }
        // when they start a chat, then they are asked to verify first
        const refused = yield* postJson("/api/chats", { therapeutic_approach: "claude" }, token)
        assert.strictEqual(refused.status, 403)
        assert.deepStrictEqual(refused.json, { detail: verifyAddressFirst, code: "EMAIL_NOT_VERIFIED" })
        const [wallet] = yield* Effect.promise(
          () =>
            db.sql<{ count: number }[]>`select count(*)::int as count from chats where user_id = ${user.id}`,
        )
        assert.strictEqual(wallet?.count, 0)
        // once verified (the link from the verification mail), the chat starts
        const [job] = yield* Effect.promise(
          () => db.sql<{ token: string }[]>`
            select data->>'token' as token from pgboss.job
            where name = 'mail__send' and data->>'userId' = ${user.id}`,
        )
        const verified = yield* postJson("/api/auth/verify-email", { token: job?.token })
        assert.strictEqual(verified.status, 200, verified.text)
        const created = yield* postJson("/api/chats", { therapeutic_approach: "claude" }, token)
        assert.strictEqual(created.status, 201, created.text)
      }),
    )
  })
})
