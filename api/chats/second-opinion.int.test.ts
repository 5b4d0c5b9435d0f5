import { assert, describe, layer } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import { HttpClientRequest } from "effect/http"
import { afterAll, beforeEach } from "vitest"
import { AiService } from "../../adapters/ai/ai-service.ts"
import { DEFAULT_STREAM_POLICY } from "../../adapters/ai/reply-stream.ts"
import { advanceClock, makeAppTestServer, postJson, seedUser } from "../../test/support/app-server.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { startFakeOpenAi } from "../../test/support/fake-ai-servers.ts"
import { call } from "../../test/support/http.ts"
import { newChat } from "../../test/support/chat-steps.ts"

const db = await createTestDatabase()
const fake = await startFakeOpenAi()
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const ai = AiService.layerConfig({
  openai: { apiKey: Redacted.make("test-key"), model: "test-model", baseUrl: fake.baseUrl },
  policy: { ...DEFAULT_STREAM_POLICY, maxRetries: 0 },
  localWordDelayMs: 0,
  contextTokens: 6000,
})
const INDIRECT = "mi sento in pace, finalmente ho deciso"
/** What the model's classifier answers next (the fake keeps classification requests apart from replies). */
const verdict = (crisis: boolean) =>
  fake.enqueueVerdict({
    type: "stream",
    tokens: [`{"crisis": ${crisis}, `, `"categories": ${crisis ? '["suicide"]' : "[]"}}`],
  })
const send = (token: string, chatId: string, content: string) =>
  postJson(`/api/chats/${chatId}/messages`, { content, ciphertext: `c-${crypto.randomUUID()}` }, token)

describe("the model's second opinion in the chat (fake OpenAI server)", () => {
  layer(makeAppTestServer(db.url, { ai }), { excludeTestServices: true })((it) => {
    it.effect(
      "given crisis language the detector missed, when the model says crisis, then the card is raised and the session kept open",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* newChat(token, "gpt")
          verdict(true)
          const first = yield* send(token, chatId, INDIRECT)
          assert.strictEqual(first.status, 200)
          assert.isTrue((first.json as { crisis: boolean }).crisis)
          assert.strictEqual(fake.requests.length, 1)
          assert.strictEqual(fake.classifications.length, 1)
          assert.include(JSON.stringify(fake.classifications[0]?.body), "finalmente ho deciso")

          yield* advanceClock(25)
          try {
            verdict(true)
            yield* send(token, chatId, INDIRECT)
            const kept = yield* Effect.promise(
              () =>
                db.sql`select data->>'reason' as reason from events where stream_id = ${`chat-${chatId}`} and type = 'SessionExtended'`,
            )
            assert.deepStrictEqual(
              kept.map((r) => r.reason),
              ["continuation"],
            )
          } finally {
            yield* advanceClock(-25)
          }
        }),
    )

    it.effect("given the streamed reply, then a crisis frame comes among the tokens, before done", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(token, "gpt")
        verdict(true)
        const res = yield* call(
          HttpClientRequest.post(`/api/chats/${chatId}/messages`).pipe(
            HttpClientRequest.setHeader("accept", "text/event-stream"),
            HttpClientRequest.bearerToken(token),
            HttpClientRequest.bodyText(
              JSON.stringify({ content: INDIRECT, ciphertext: "c-1" }),
              "application/json",
            ),
          ),
        )
        const events = [...res.text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1])
        assert.strictEqual(events[0], "meta")
        assert.include(res.text, '"crisis":false')
        assert.include(events, "crisis")
        assert.isBelow(events.indexOf("crisis"), events.indexOf("done"))
      }),
    )

    it.effect(
      "given the model says no, then no card; given the detector fires, then the model is not asked",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* newChat(token, "gpt")
          verdict(false)
          const calm = yield* send(token, chatId, "oggi ho riordinato l'armadio")
          assert.isFalse((calm.json as { crisis: boolean }).crisis)
          fake.reset()
          verdict(false)
          const flagged = yield* send(token, chatId, "voglio morire")
          assert.isTrue((flagged.json as { crisis: boolean }).crisis)
          assert.strictEqual(fake.requests.length, 1)
          assert.strictEqual(fake.classifications.length, 0)
        }),
    )
  })
})
