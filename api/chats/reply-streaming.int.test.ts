import { assert, describe, layer } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import { afterAll } from "vitest"
import { AiService } from "../../adapters/ai/ai-service.ts"
import { DEFAULT_CONTEXT_TOKENS } from "../../adapters/ai/context-window.ts"
import { DEFAULT_STREAM_POLICY } from "../../adapters/ai/reply-stream.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { makeAppTestServer, postJson, seedUser, serverOrigin } from "../../test/support/app-server.ts"
import { startFakeOpenAi } from "../../test/support/fake-ai-servers.ts"

const db = await createTestDatabase()
const openai = await startFakeOpenAi()
afterAll(() => openai.close())
const ai = AiService.layerConfig({
  openai: { apiKey: Redacted.make("sk-test"), model: "gpt-test", baseUrl: openai.baseUrl },
  policy: { ...DEFAULT_STREAM_POLICY, maxRetries: 0 },
  localWordDelayMs: 0,
  contextTokens: DEFAULT_CONTEXT_TOKENS,
})

interface SseEvent {
  readonly event: string
  readonly data: Record<string, unknown>
  readonly at: number
}

/** Reads the reply as a browser would: frames as they arrive, with their arrival time; stops after `limit`. */
const streamReply = async (
  baseUrl: string,
  token: string,
  chatId: string,
  text: string,
  limit = Infinity,
) => {
  const controller = new AbortController()
  const response = await fetch(`${baseUrl}/api/chats/${chatId}/messages`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      accept: "text/event-stream",
      "content-type": "application/json",
    },
    body: JSON.stringify({ content: text, ciphertext: "Y2lwaGVy" }),
    signal: controller.signal,
  })
  const events: Array<SseEvent> = []
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ""
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const frame = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = /^event: (.*)$/m.exec(frame)?.[1] ?? "message"
        const data = JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? "{}") as Record<string, unknown>
        events.push({ event, data, at: performance.now() })
        if (events.length >= limit) {
          controller.abort()
          return { status: response.status, contentType: response.headers.get("content-type"), events }
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error
  }
  return { status: response.status, contentType: response.headers.get("content-type"), events }
}

describe("streamed replies (SSE)", () => {
  layer(makeAppTestServer(db.url, { ai }), { excludeTestServices: true })((it) => {
    it.effect(
      "given Accept: text/event-stream, then meta comes first and tokens arrive as the provider sends them",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const created = yield* postJson("/api/chats", { therapeutic_approach: "gpt" }, token)
          const chatId = (created.json as { id: string }).id
          openai.enqueue({
            type: "stream",
            tokens: ["Ciao", ", ", "sono ", "qui ", "con ", "te."],
            delayMs: 120,
          })
          const origin = yield* serverOrigin
          const result = yield* Effect.promise(() => streamReply(origin, token, chatId, "Oggi è stata dura"))
          assert.strictEqual(result.status, 200)
          assert.match(result.contentType ?? "", /text\/event-stream/)
          assert.deepStrictEqual(
            result.events.map((e) => e.event),
            ["meta", "token", "token", "token", "token", "token", "token", "done"],
          )
          assert.strictEqual(
            result.events
              .filter((e) => e.event === "token")
              .map((e) => e.data.text)
              .join(""),
            "Ciao, sono qui con te.",
          )
          assert.strictEqual(result.events[0]?.data.provider, "openai")
          const tokens = result.events.filter((e) => e.event === "token")
          // progressive: the first token reached the client well before the last one was produced
          assert.isAbove((tokens.at(-1)?.at ?? 0) - (tokens[0]?.at ?? 0), 400)
        }),
    )

    it.effect(
      "given the client stops reading, then the provider request is closed and generation stops",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const created = yield* postJson("/api/chats", { therapeutic_approach: "gpt" }, token)
          const chatId = (created.json as { id: string }).id
          openai.reset()
          openai.enqueue({
            type: "stream",
            tokens: Array.from({ length: 40 }, (_, i) => `parola${i} `),
            delayMs: 50,
          })
          const origin = yield* serverOrigin
          const result = yield* Effect.promise(() => streamReply(origin, token, chatId, "Raccontami", 3))
          assert.deepStrictEqual(
            result.events.map((e) => e.event),
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
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const created = yield* postJson("/api/chats", { therapeutic_approach: "gpt" }, token)
          const chatId = (created.json as { id: string }).id
          openai.enqueue({ type: "stream", tokens: ["Ti ", "ascolto", "..."], delayMs: 20, dropAfter: 2 })
          const origin = yield* serverOrigin
          const result = yield* Effect.promise(() => streamReply(origin, token, chatId, "Ciao"))
          const last = result.events.at(-1)
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
