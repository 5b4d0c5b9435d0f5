import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { deleteJson, getJson, seedUser } from "../../test/support/app-server.ts"
import {
  chatTestSetup,
  exchange,
  newChat,
  supersede as supersedeExchange,
} from "../../test/support/chat-steps.ts"

const { db, server } = await chatTestSetup()

type Superseded = {
  chat_id: string
  id: string
  role: string
  content: string
  timestamp: string
  image: boolean
  superseded_at: string
  reason: string
}

const supersede = (token: string, chatId: string, message_id: string, reason: string) =>
  Effect.map(supersedeExchange(token, chatId, message_id, reason), (r) =>
    assert.strictEqual(r.status, 200, r.text),
  )
const exported = (token: string) =>
  Effect.map(getJson("/api/user/export", token), (r) => {
    assert.strictEqual(r.status, 200, r.text)
    return (r.json as { superseded_messages: Array<Superseded> }).superseded_messages
  })

describe("the export lists the messages Rigenera and Modifica replaced", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given a regenerated reply and an edited message, then the export carries them as ciphertext, marked, and the chat no longer shows them",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const other = yield* Effect.promise(() => seedUser(db.sql))
          assert.deepStrictEqual(yield* exported(token), [])

          const chatId = yield* newChat(token, "gpt")
          yield* exchange(token, chatId, "Ciao")
          const asked = yield* exchange(token, chatId, "Oggi sono giù")
          yield* supersede(token, chatId, asked.replyId, "regenerate")
          const again = yield* exchange(token, chatId, "Oggi sono giù", asked.messageId)
          yield* supersede(token, chatId, asked.messageId, "edit")
          yield* exchange(token, chatId, "Oggi sono un po' giù")
          // someone else's replaced messages are theirs only
          const theirs = yield* newChat(other.token, "gpt")
          const their = yield* exchange(other.token, theirs, "Segreto")
          yield* supersede(other.token, theirs, their.replyId, "regenerate")

          const shown = (yield* getJson(`/api/chats/${chatId}`, token)).json as {
            messages: Array<{ content: string }>
          }
          assert.notInclude(
            shown.messages.map((m) => m.content),
            "cipher:Oggi sono giù",
          )

          const replaced = yield* exported(token)
          assert.deepStrictEqual(
            replaced.map((m) => [m.chat_id, m.id, m.role, m.content, m.image, m.reason]),
            [
              [chatId, asked.messageId, "user", "cipher:Oggi sono giù", false, "edit"],
              [chatId, asked.replyId, "assistant", "cipher:reply to Oggi sono giù", false, "regenerate"],
              [chatId, again.replyId, "assistant", "cipher:reply to Oggi sono giù", false, "edit"],
            ],
          )
          for (const m of replaced) assert.isTrue(m.superseded_at >= m.timestamp)
          assert.strictEqual((yield* exported(other.token)).length, 1)

          // a chat the user deleted leaves the export with its conversation
          assert.strictEqual((yield* deleteJson(`/api/chats/${chatId}`, token)).status, 200)
          assert.deepStrictEqual(yield* exported(token), [])
        }),
    )
  })
})
