import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { expect } from "vitest"
import { registerAccount } from "../../test/support/admin.ts"
import { deleteJson, getJson, postJson, seedUser, serverOrigin } from "../../test/support/app-server.ts"
import { sendRelayed, waitFinished } from "../../test/support/relay-flow.ts"
import { replyRelaySetup } from "../../test/support/reply-relay.ts"

/*
 * The replies kept sealed for a browser (reply_relays, reply_chunks) go at once with what they belong to: a
 * deleted chat, an account its user deleted, a user an administrator deleted. Nothing waits for the sweep.
 */
const { db, openai, server, newChat } = await replyRelaySetup()

/** A chat of the user's with a finished reply kept sealed (never stored by the browser). */
const chatWithKeptReply = (token: string) =>
  Effect.gen(function* () {
    const { chatId } = yield* newChat(token)
    openai.enqueue({ type: "stream", tokens: ["Ti ", "ascolto."], delayMs: 5 })
    const origin = yield* serverOrigin
    const sent = yield* Effect.promise(() => sendRelayed(origin, token, chatId, "Oggi è dura", 1))
    const replyId = String(sent.frames[0]?.data.reply_id)
    yield* Effect.promise(() => waitFinished(origin, token, chatId, replyId))
    return { chatId, replyId }
  })

/** The sealed rows kept for a chat: relays, and chunks of those relays. */
const keptFor = (where: { chatId: string } | { userId: string }) =>
  Effect.promise(async () => {
    const relays =
      "chatId" in where
        ? await db.sql`select reply_id from reply_relays where chat_id = ${where.chatId}`
        : await db.sql`select reply_id from reply_relays where user_id = ${where.userId}`
    const ids = relays.map((r) => String(r["reply_id"]))
    const chunks =
      ids.length === 0 ? [] : await db.sql`select 1 from reply_chunks where reply_id in ${db.sql(ids)}`
    return { relays: relays.length, chunks: chunks.length }
  })

describe("sealed replies go with what they belong to", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given a chat with a kept reply, when the chat is deleted, then its relays and chunks are gone",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          openai.reset()
          const deleted = yield* chatWithKeptReply(token)
          const other = yield* chatWithKeptReply(token)
          const before = yield* keptFor({ chatId: deleted.chatId })
          assert.strictEqual(before.relays, 1)
          assert.isAbove(before.chunks, 0)
          const answer = yield* deleteJson(`/api/chats/${deleted.chatId}`, token)
          assert.strictEqual(answer.status, 200, answer.text)
          assert.deepStrictEqual(yield* keptFor({ chatId: deleted.chatId }), { relays: 0, chunks: 0 })
          // the user's other chat keeps its reply, and it is all the list across chats still names
          assert.strictEqual((yield* keptFor({ chatId: other.chatId })).relays, 1)
          const listed = yield* getJson("/api/replies/pending", token)
          expect((listed.json as { replies: unknown[] }).replies).toEqual([
            {
              chat_id: other.chatId,
              reply_id: other.replyId,
              message_id: expect.any(String),
              finished: true,
            },
          ])
        }),
    )

    it.effect(
      "given a user with kept replies, when they delete their account, then none of theirs is kept",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          openai.reset()
          yield* chatWithKeptReply(user.token)
          yield* chatWithKeptReply(user.token)
          assert.strictEqual((yield* keptFor({ userId: user.userId })).relays, 2)
          const answer = yield* postJson("/api/user/account/delete", { password: user.password }, user.token)
          assert.strictEqual(answer.status, 200, answer.text)
          assert.deepStrictEqual(yield* keptFor({ userId: user.userId }), { relays: 0, chunks: 0 })
        }),
    )

    it.effect(
      "given a user with a kept reply, when an administrator deletes them, then none of theirs is kept",
      () =>
        Effect.gen(function* () {
          const user = yield* Effect.promise(() => seedUser(db.sql, "Lucia"))
          const admin = yield* Effect.promise(() => seedUser(db.sql, "Amministratrice", { isAdmin: true }))
          openai.reset()
          yield* chatWithKeptReply(user.token)
          assert.strictEqual((yield* keptFor({ userId: user.userId })).relays, 1)
          const answer = yield* deleteJson(`/api/admin/users/${user.userId}`, admin.token)
          assert.strictEqual(answer.status, 200, answer.text)
          assert.deepStrictEqual(yield* keptFor({ userId: user.userId }), { relays: 0, chunks: 0 })
        }),
    )
  })
})
