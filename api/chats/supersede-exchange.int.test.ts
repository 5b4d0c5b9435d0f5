import { randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { advanceClock, getJson, postJson, seedUser } from "../../test/support/app-server.ts"
import { chatTestSetup, exchange, newChat, supersede } from "../../test/support/chat-steps.ts"

const { db, server } = await chatTestSetup()

type Reply = { reply_id: string; message_id: string; content: string }

const shown = (token: string, chatId: string) =>
  Effect.map(getJson(`/api/chats/${chatId}`, token), (r) =>
    (r.json as { messages: Array<{ content: string }> }).messages.map((m) => m.content),
  )
const listed = (token: string, chatId: string) =>
  Effect.map(
    getJson("/api/chats", token),
    (r) =>
      (r.json as Array<{ id: string; message_count: number }>).find((c) => c.id === chatId)?.message_count,
  )

describe("Rigenera and Modifica over HTTP", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given two exchanges, when the last reply is regenerated, then it leaves the chat and the same question is answered again",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* newChat(token, "gpt")
          yield* exchange(token, chatId, "Ciao")
          const last = yield* exchange(token, chatId, "Oggi sono giù")
          const done = yield* supersede(token, chatId, last.replyId, "regenerate")
          assert.strictEqual(done.status, 200)
          assert.deepStrictEqual((done.json as { superseded: string[] }).superseded, [last.replyId])
          assert.deepStrictEqual(yield* shown(token, chatId), [
            "cipher:Ciao",
            "cipher:reply to Ciao",
            "cipher:Oggi sono giù",
          ])
          // asked again with the same message id: not recorded twice, a new reply is stored in its place
          const again = yield* exchange(token, chatId, "Oggi sono giù", last.messageId)
          assert.notStrictEqual(again.replyId, last.replyId)
          assert.deepStrictEqual((yield* shown(token, chatId)).length, 4)
          assert.strictEqual(yield* listed(token, chatId), 4)
          // the same request again changes nothing
          const repeated = yield* supersede(token, chatId, last.replyId, "regenerate")
          assert.strictEqual(repeated.status, 200)
        }),
    )

    it.effect(
      "given two exchanges, when the last message is edited, then it and its reply leave the chat and a new message takes their place",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* newChat(token, "gpt")
          const first = yield* exchange(token, chatId, "Ciao")
          const last = yield* exchange(token, chatId, "Ho litigato con mio fratelo")
          const done = yield* supersede(token, chatId, last.messageId, "edit")
          assert.strictEqual(done.status, 200)
          assert.deepStrictEqual(yield* shown(token, chatId), ["cipher:Ciao", "cipher:reply to Ciao"])
          yield* exchange(token, chatId, "Ho litigato con mio fratello")
          assert.deepStrictEqual((yield* shown(token, chatId)).slice(2), [
            "cipher:Ho litigato con mio fratello",
            "cipher:reply to Ho litigato con mio fratello",
          ])
          // an earlier exchange is not the last one: 409 with its condition code
          const earlier = yield* supersede(token, chatId, first.messageId, "edit")
          assert.strictEqual(earlier.status, 409)
          assert.deepStrictEqual(earlier.json, {
            code: "EXCHANGE_NOT_REPLACEABLE",
            detail: "Puoi rigenerare o modificare solo l'ultimo scambio della conversazione.",
          })
        }),
    )

    it.effect("refuses while a reply is pending, after the session ended, and bad input, in Italian", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(token, "gpt")
        const done = yield* exchange(token, chatId, "Ciao")
        // a message whose reply was not stored yet (still arriving)
        const waiting = randomUUID()
        const sent = yield* postJson(
          `/api/chats/${chatId}/messages`,
          { content: "E poi?", ciphertext: "cipher:E poi?", message_id: waiting },
          token,
        )
        assert.strictEqual(sent.status, 200)
        const pending = yield* supersede(token, chatId, waiting, "edit")
        assert.strictEqual(pending.status, 409)
        assert.deepStrictEqual(pending.json, {
          code: "EXCHANGE_NOT_REPLACEABLE",
          detail: "La risposta sta ancora arrivando: aspetta che finisca, poi riprova.",
        })
        yield* postJson(
          `/api/chats/${chatId}/replies`,
          { reply_id: (sent.json as Reply).reply_id, ciphertext: "cipher:reply" },
          token,
        )

        const badReason = yield* supersede(token, chatId, done.messageId, "cancella")
        assert.strictEqual(badReason.status, 400)
        assert.strictEqual(
          (badReason.json as { detail: string }).detail,
          "Azione non valida: scegli tra rigenerare e modificare.",
        )
        const badId = yield* supersede(token, chatId, "nope", "edit")
        assert.strictEqual(badId.status, 400)
        const otherUser = yield* Effect.promise(() => seedUser(db.sql))
        const hidden = yield* supersede(otherUser.token, chatId, (sent.json as Reply).reply_id, "regenerate")
        assert.strictEqual(hidden.status, 404)

        yield* advanceClock(31)
        const ended = yield* supersede(token, chatId, (sent.json as Reply).reply_id, "regenerate")
        assert.strictEqual(ended.status, 409)
        assert.deepStrictEqual(ended.json, {
          code: "EXCHANGE_NOT_REPLACEABLE",
          detail: "La sessione è terminata: non puoi più rigenerare o modificare i messaggi.",
        })
        yield* advanceClock(-31)
      }),
    )
  })
})
