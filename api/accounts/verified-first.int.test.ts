import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { createTestDatabase } from "../../test/support/database.ts"
import { makeAppTestServer, postJson, signUpAndIn } from "../../test/support/app-server.ts"
import { AddressNotVerified } from "../../domain/chat/chat-errors.ts"
import { chatErrorText } from "../chats/chat-http-errors.ts"

/*
 * Free sessions wait for a verified address: the first message is refused kindly until the link is followed —
 * unless it is a crisis, which is heard whatever the account's state (issue 22).
 */
const verifyAddressFirst = chatErrorText(new AddressNotVerified({ chatId: "" }))
const send = (token: string, chatId: string, content: string) =>
  postJson(`/api/chats/${chatId}/messages`, { content, ciphertext: `cipher:${content}` }, token)

const db = await createTestDatabase()

describe("a verified address before the first session", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given an unverified account, then a session starts only once the address is verified, or for a crisis",
      () =>
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
          // when they write the first message of a chat, then they are asked to verify first
          const opened = yield* postJson("/api/chats", { therapeutic_approach: "claude" }, token)
          assert.strictEqual(opened.status, 201, opened.text)
          const chatId = (opened.json as { id: string }).id
          const refused = yield* send(token, chatId, "ciao, vorrei parlare un po'")
          assert.strictEqual(refused.status, 403)
          assert.deepStrictEqual(refused.json, { detail: verifyAddressFirst, code: "EMAIL_NOT_VERIFIED" })
          const [started] = yield* Effect.promise(
            () =>
              db.sql<{ count: number }[]>`
              select count(*)::int as count from chats where user_id = ${user.id} and started_at is not null`,
          )
          assert.strictEqual(started?.count, 0)
          // a crisis is heard all the same
          const heard = yield* send(token, chatId, "non ce la faccio più, stasera voglio farla finita")
          assert.strictEqual(heard.status, 200, heard.text)
          assert.isTrue((heard.json as { crisis: boolean }).crisis)
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
          const first = yield* send(token, (created.json as { id: string }).id, "ciao, vorrei parlare un po'")
          assert.strictEqual(first.status, 200, first.text)
        }),
    )
  })
})
