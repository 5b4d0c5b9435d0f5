import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { postJson, seedUser } from "../../test/support/app-server.ts"
import { chatTestSetup, exchange, newChat, sendMessage, supersede } from "../../test/support/chat-steps.ts"

/*
 * The offline assistant over HTTP (issue 28): "Rigenera" answers the same message in other words, and the memory
 * the browser sends with a message (the summaries the person chose) is what it recalls.
 */

const { db, server } = await chatTestSetup()

type Answer = { reply_id: string; content: string }

const answer = (token: string, chatId: string, text: string, extra: Record<string, unknown> = {}) =>
  Effect.gen(function* () {
    const sent = yield* sendMessage(token, chatId, text, extra)
    assert.strictEqual(sent.status, 200, sent.text)
    const json = sent.json as Answer
    const stored = yield* postJson(
      `/api/chats/${chatId}/replies`,
      { reply_id: json.reply_id, ciphertext: `cipher:${json.content}` },
      token,
    )
    assert.strictEqual(stored.status, 200, stored.text)
    return json
  })

describe("the offline assistant over HTTP", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given a reply, when it is regenerated twice, then each new reply is worded differently from the one it replaced",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* newChat(token, "claude")
          yield* exchange(token, chatId, "Ciao")
          const messageId = crypto.randomUUID()
          const text = "Ho litigato con mia sorella e non riesco a calmarmi"
          const first = yield* answer(token, chatId, text, { message_id: messageId })
          assert.strictEqual((yield* supersede(token, chatId, first.reply_id, "regenerate")).status, 200)
          const second = yield* answer(token, chatId, text, { message_id: messageId })
          assert.strictEqual((yield* supersede(token, chatId, second.reply_id, "regenerate")).status, 200)
          const third = yield* answer(token, chatId, text, { message_id: messageId })
          assert.include(first.content, "hai litigato con tua sorella")
          assert.notStrictEqual(second.content, first.content)
          assert.notStrictEqual(third.content, second.content)
        }),
    )

    it.effect(
      "given memory sent with the message, when the person asks what they spoke of, then the reply recalls the chosen summary",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* newChat(token, "claude")
          const memory = [
            "Cosa hai portato: hai parlato soprattutto di tuo figlio e del senso di colpa.\nDa provare: una pausa.",
          ]
          const recalled = yield* answer(token, chatId, "Ti ricordi di cosa abbiamo parlato?", { memory })
          assert.include(
            recalled.content,
            "L'ultima volta mi avevi parlato di tuo figlio e del senso di colpa.",
          )
          const forgotten = yield* answer(token, chatId, "Ti ricordi di cosa abbiamo parlato?")
          assert.include(forgotten.content, "Ricorda in memoria")
        }),
    )
  })
})
