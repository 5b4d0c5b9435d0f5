import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { serverOrigin } from "../../test/support/app-server.ts"
import { sendStreamed } from "../../test/support/relay-flow.ts"
import { replyRelaySetup } from "../../test/support/reply-relay.ts"

const { db, openai, server, newChat, queueLongReply } = await replyRelaySetup()

describe("streamed replies (SSE)", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given Accept: text/event-stream, then meta comes first and tokens arrive as the provider sends them",
      () =>
        Effect.gen(function* () {
          const { token, chatId } = yield* newChat()
          openai.enqueue({
            type: "stream",
            tokens: ["Ciao", ", ", "sono ", "qui ", "con ", "te."],
            delayMs: 120,
          })
          const origin = yield* serverOrigin
          const result = yield* Effect.promise(() => sendStreamed(origin, token, chatId, "Oggi è stata dura"))
          assert.strictEqual(result.status, 200)
          assert.match(result.contentType, /text\/event-stream/)
          assert.deepStrictEqual(
            result.frames.map((e) => e.event),
            ["meta", "token", "token", "token", "token", "token", "token", "done"],
          )
          assert.strictEqual(
            result.frames
              .filter((e) => e.event === "token")
              .map((e) => e.data.text)
              .join(""),
            "Ciao, sono qui con te.",
          )
          assert.strictEqual(result.frames[0]?.data.provider, "openai")
          const tokens = result.frames.filter((e) => e.event === "token")
          // progressive: the first token reached the client well before the last one was produced
          assert.isAbove((tokens.at(-1)?.at ?? 0) - (tokens[0]?.at ?? 0), 400)
        }),
    )

    it.effect(
      "given the client stops reading, then the provider request is closed and generation stops",
      () =>
        Effect.gen(function* () {
          const { token, chatId } = yield* newChat()
          queueLongReply(40, "parola")
          const origin = yield* serverOrigin
          const result = yield* Effect.promise(() => sendStreamed(origin, token, chatId, "Raccontami", 3))
          assert.deepStrictEqual(
            result.frames.map((e) => e.event),
            ["meta", "token", "token"],
          )
          yield* Effect.sleep("600 millis")
          const upstream = openai.requests.at(-1)
          assert.strictEqual(upstream?.outcome, "client_closed")
          assert.isBelow(upstream?.tokensWritten ?? 99, 20)
        }),
    )

    it.effect(
      "given the provider fails mid-way, then the stream ends with an Italian error event and the message is kept",
      () =>
        Effect.gen(function* () {
          const { token, chatId } = yield* newChat()
          openai.enqueue({ type: "stream", tokens: ["Ti ", "ascolto", "..."], delayMs: 20, dropAfter: 2 })
          const origin = yield* serverOrigin
          const result = yield* Effect.promise(() => sendStreamed(origin, token, chatId, "Ciao"))
          const last = result.frames.at(-1)
          assert.strictEqual(last?.event, "error")
          assert.match(String(last?.data.detail), /non è andato perso/)
          const [row] = yield* Effect.promise(
            () => db.sql`select message_count from chats where id = ${chatId}`,
          )
          assert.strictEqual((row as { message_count: number }).message_count, 1)
        }),
    )
  })
})
