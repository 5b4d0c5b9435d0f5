import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { getJson, postJson, serverOrigin } from "../../test/support/app-server.ts"
import { openResumed, resumeRelay, sendRelayed, textOf, waitFinished } from "../../test/support/relay-flow.ts"
import { replyRelaySetup } from "../../test/support/reply-relay.ts"

const { db, openai, server, newChat, startLongRelayed, expectStopped } = await replyRelaySetup()

const WORDS = Array.from({ length: 14 }, (_, i) => `girasole${i} `)

describe("replies that outlive their connection", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given the connection drops mid-reply, then generation completes and Last-Event-ID resumes exactly the rest",
      () =>
        Effect.gen(function* () {
          const { token, chatId } = yield* newChat()
          openai.reset()
          openai.enqueue({ type: "stream", tokens: WORDS, delayMs: 60 })
          const origin = yield* serverOrigin
          const first = yield* Effect.promise(() => sendRelayed(origin, token, chatId, "Oggi è dura", 3))
          assert.deepStrictEqual(
            first.frames.map((f) => [f.event, f.id]),
            [
              ["meta", "0"],
              ["token", "1"],
              ["token", "2"],
            ],
          )
          const replyId = String(first.frames[0]?.data.reply_id)
          yield* Effect.promise(() => waitFinished(origin, token, chatId, replyId))
          // the provider was read to its end although nobody was listening
          assert.strictEqual(openai.requests.at(-1)?.outcome, "complete")
          const rest = yield* Effect.promise(() => resumeRelay(origin, token, chatId, replyId, "2"))
          assert.strictEqual(rest.status, 200)
          const opened = yield* Effect.promise(() => openResumed(first.key.privateKey, rest.frames))
          assert.strictEqual(opened[0]?.id, 3)
          assert.deepStrictEqual(
            opened.map((f) => f.id),
            opened.map((_, i) => i + 3),
          )
          assert.strictEqual(opened.at(-1)?.event, "done")
          assert.strictEqual(textOf(first.frames) + textOf(opened), WORDS.join(""))

          // from the start (no Last-Event-ID) the whole reply comes back, meta first
          const all = yield* Effect.promise(() => resumeRelay(origin, token, chatId, replyId))
          const whole = yield* Effect.promise(() => openResumed(first.key.privateKey, all.frames))
          assert.strictEqual(whole[0]?.event, "meta")
          assert.strictEqual(textOf(whole), WORDS.join(""))

          // nothing the server keeps reads as the reply
          const rows = yield* Effect.promise(
            () =>
              db.sql`select r::text as row from reply_relays r union all select c::text from reply_chunks c`,
          )
          const chunks = yield* Effect.promise(
            () => db.sql<{ sealed: Buffer }[]>`select sealed from reply_chunks`,
          )
          assert.isAbove(chunks.length, 3)
          const kept = [...rows.map((r) => String(r.row)), ...chunks.map((c) => c.sealed.toString("latin1"))]
          for (const word of ["girasole", "Oggi", "dura", Buffer.from("girasole").toString("hex")])
            assert.isFalse(
              kept.some((text) => text.includes(word)),
              `"${word}" found at rest`,
            )

          // the browser stores the reply: the sealed copy goes
          const stored = yield* postJson(
            `/api/chats/${chatId}/replies`,
            { reply_id: replyId, ciphertext: "cmVwbHk=" },
            token,
          )
          assert.strictEqual(stored.status, 200)
          const pending = yield* getJson(`/api/chats/${chatId}/replies/pending`, token)
          assert.deepStrictEqual(pending.json, { replies: [] })
          const [left] = yield* Effect.promise(
            () => db.sql`select count(*)::int as n from reply_chunks where reply_id = ${replyId}`,
          )
          assert.strictEqual(left?.n, 0)
          // one message, one reply, one free session used: resuming charged nothing more
          const [chat] = yield* Effect.promise(
            () => db.sql`select message_count from chats where id = ${chatId}`,
          )
          assert.strictEqual(chat?.message_count, 2)
          const info = yield* getJson("/api/user/session-info", token)
          assert.deepInclude(info.json as object, { free_sessions_remaining: 2 })
        }),
    )

    it.effect(
      "given a reload while the reply is still written, then the stream resumed from the start gets every chunk, in order, to its end",
      () =>
        Effect.gen(function* () {
          const { token, chatId } = yield* newChat()
          openai.reset()
          openai.enqueue({ type: "stream", tokens: WORDS, delayMs: 40 })
          const origin = yield* serverOrigin
          // the page reads the first words, then reloads: it kept nothing, so it resumes without Last-Event-ID
          const first = yield* Effect.promise(() => sendRelayed(origin, token, chatId, "Ciao", 2))
          assert.deepStrictEqual(
            first.frames.map((f) => f.event),
            ["meta", "token"],
          )
          const replyId = String(first.frames[0]?.data.reply_id)
          const again = yield* Effect.promise(() => resumeRelay(origin, token, chatId, replyId))
          const opened = yield* Effect.promise(() => openResumed(first.key.privateKey, again.frames))
          assert.deepStrictEqual(
            opened.map((f) => f.id),
            opened.map((_, i) => i),
          )
          assert.strictEqual(opened[0]?.event, "meta")
          assert.strictEqual(opened.at(-1)?.event, "done")
          assert.strictEqual(textOf(opened), WORDS.join(""))
          // the first words went alone, what followed by windows: fewer chunks than words
          assert.strictEqual(textOf(opened.slice(1, 2)), WORDS[0])
          assert.isBelow(opened.length, WORDS.length + 2)
        }),
    )

    it.effect("given Stop, then the provider request is closed and the relay ends with `stopped`", () =>
      Effect.gen(function* () {
        const relay = yield* startLongRelayed
        const { token, chatId, replyId } = relay
        const stop = yield* postJson(`/api/chats/${chatId}/replies/${replyId}/stop`, {}, token)
        assert.deepStrictEqual(stop.json, { stopped: true })
        yield* expectStopped(relay)
      }),
    )

    it.effect("given a reply that is unknown or someone else's, then 404 REPLY_NOT_FOUND in Italian", () =>
      Effect.gen(function* () {
        const owner = yield* newChat()
        openai.reset()
        openai.enqueue({ type: "stream", tokens: ["Ciao"], delayMs: 0 })
        const origin = yield* serverOrigin
        const first = yield* Effect.promise(() => sendRelayed(origin, owner.token, owner.chatId, "Ciao"))
        const replyId = String(first.frames[0]?.data.reply_id)
        const unknown = yield* getJson(
          `/api/chats/${owner.chatId}/replies/${crypto.randomUUID()}/events`,
          owner.token,
        )
        assert.strictEqual(unknown.status, 404)
        assert.deepInclude(unknown.json as object, { code: "REPLY_NOT_FOUND" })
        assert.match(String((unknown.json as { detail: string }).detail), /risposta/)
        const other = yield* newChat()
        // another user's reply, through that user's own chat or through the owner's chat id
        const viaOwnChat = yield* getJson(`/api/chats/${other.chatId}/replies/${replyId}/events`, other.token)
        assert.strictEqual(viaOwnChat.status, 404)
        assert.deepInclude(viaOwnChat.json as object, { code: "REPLY_NOT_FOUND" })
        const viaTheirChat = yield* postJson(
          `/api/chats/${owner.chatId}/replies/${replyId}/stop`,
          {},
          other.token,
        )
        assert.strictEqual(viaTheirChat.status, 404)
        const pending = yield* getJson(`/api/chats/${owner.chatId}/replies/pending`, other.token)
        assert.strictEqual(pending.status, 404)
      }),
    )

    it.effect(
      "given a reply key that is not a P-256 point, then 400 REPLY_KEY_INVALID and nothing is stored",
      () =>
        Effect.gen(function* () {
          const { token, chatId } = yield* newChat()
          const sent = yield* postJson(
            `/api/chats/${chatId}/messages`,
            { content: "Ciao", ciphertext: "Y2lwaGVy", reply_key: Buffer.alloc(65, 4).toString("base64") },
            token,
          )
          assert.strictEqual(sent.status, 400)
          assert.deepInclude(sent.json as object, { code: "REPLY_KEY_INVALID" })
          const chat = yield* getJson(`/api/chats/${chatId}`, token)
          assert.strictEqual((chat.json as { messages: unknown[] }).messages.length, 0)
        }),
    )
  })
})
