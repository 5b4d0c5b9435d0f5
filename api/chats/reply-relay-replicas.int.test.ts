import { assert, describe, layer } from "@effect/vitest"
import { Context, Effect, Layer, Scope } from "effect"
import { HttpServer } from "effect/http"
import { serverOrigin } from "../../test/support/app-server.ts"
import { openResumed, resumeRelay, sendRelayed, textOf } from "../../test/support/relay-flow.ts"
import { replyRelaySetup } from "../../test/support/reply-relay.ts"

const { db, openai, server, newChat, startLongRelayed, expectStopped } = await replyRelaySetup()

const WORDS = Array.from({ length: 16 }, (_, i) => `papavero${i} `)

/** A second web replica: the whole app on its own port and its own pool, on the same database. */
const secondReplica = Effect.gen(function* () {
  // a memo map of its own: nothing (server, pool) is shared with the first replica's layers
  const memo = yield* Layer.makeMemoMap
  const context = yield* Layer.buildWithMemoMap(server, memo, yield* Scope.Scope)
  const address = Context.get(context, HttpServer.HttpServer).address
  return "port" in address ? `http://127.0.0.1:${address.port}` : ""
})

describe("a reply resumed on another web replica", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given a reply started on one replica, then the other hands over the rest while it is still written",
      () =>
        Effect.scoped(
          Effect.gen(function* () {
            const { token, chatId } = yield* newChat()
            openai.enqueue({ type: "stream", tokens: WORDS, delayMs: 80 })
            const first = yield* serverOrigin
            const other = yield* secondReplica
            assert.notStrictEqual(first, other)
            const started = yield* Effect.promise(() => sendRelayed(first, token, chatId, "Ciao", 2))
            const lastId = String(started.frames.at(-1)?.id)
            const replyId = String(started.frames[0]?.data.reply_id)
            // resumed at once: the second replica follows the chunks the first one keeps writing
            const rest = yield* Effect.promise(() => resumeRelay(other, token, chatId, replyId, lastId))
            const opened = yield* Effect.promise(() => openResumed(started.key.privateKey, rest.frames))
            assert.strictEqual(opened[0]?.id, Number(lastId) + 1)
            assert.strictEqual(opened.at(-1)?.event, "done")
            assert.strictEqual(textOf(started.frames) + textOf(opened), WORDS.join(""))
            assert.isAbove(opened.filter((f) => f.event === "token").length, 3)
          }),
        ),
    )

    it.effect(
      "given Stop asked on another replica (its flag in the table), then the replica writing the reply stops",
      () =>
        Effect.gen(function* () {
          const relay = yield* startLongRelayed
          // what POST …/stop on a replica that is not writing it leaves: the flag only
          yield* Effect.promise(
            () => db.sql`update reply_relays set stop_requested = true where reply_id = ${relay.replyId}`,
          )
          yield* expectStopped(relay)
        }),
    )
  })
})
