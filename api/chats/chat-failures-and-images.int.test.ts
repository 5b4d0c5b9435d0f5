import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { AiService } from "../../adapters/ai/ai-service.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { getJson, makeAppTestServer, seedUser } from "../../test/support/app-server.ts"
import { newChat, sendMessage as send } from "../../test/support/chat-steps.ts"

const db = await createTestDatabase()

describe("when the assistant's provider fails", () => {
  layer(makeAppTestServer(db.url, { ai: AiService.layerFailing("unavailable") }), {
    excludeTestServices: true,
  })((it) => {
    it.effect("then 503 with an Italian message, and the user's message is kept", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(token)
        const failed = yield* send(token, chatId, "Ho bisogno di parlare")
        assert.strictEqual(failed.status, 503)
        assert.match((failed.json as { detail: string }).detail, /non è andato perso/)
        const chat = (yield* getJson(`/api/chats/${chatId}`, token)).json as { messages: Array<unknown> }
        assert.strictEqual(chat.messages.length, 1)
      }),
    )
  })
})

describe("images in messages", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given an encrypted image reference and a downscaled copy for the model, then the reference is stored and the copy is not",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* newChat(token, "gemini")
          const picture =
            "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
          const stored = { url: "enc:Y2lmcmF0bw==", width: 1, height: 1, alt: "Immagine allegata" }
          const sent = yield* send(token, chatId, "Guarda questa foto", {
            image: stored,
            image_data: picture,
          })
          assert.strictEqual(sent.status, 200)
          const chat = (yield* getJson(`/api/chats/${chatId}`, token)).json as {
            messages: Array<{ image: unknown }>
          }
          assert.deepStrictEqual(chat.messages[0]?.image, stored)
          const leaked = yield* Effect.promise(
            () => db.sql`select count(*)::int as n from events where data::text like '%iVBORw0KGgo%'`,
          )
          assert.strictEqual((leaked[0] as { n: number }).n, 0)
          const bad = yield* send(token, chatId, "E questa?", {
            image: stored,
            image_data: "data:text/html;base64,PGI+",
          })
          assert.strictEqual(bad.status, 400)
        }),
    )
  })
})
