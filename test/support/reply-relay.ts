import { assert } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import { afterAll } from "vitest"
import { AiService } from "../../adapters/ai/ai-service.ts"
import { DEFAULT_CONTEXT_TOKENS } from "../../adapters/ai/context-window.ts"
import { DEFAULT_STREAM_POLICY } from "../../adapters/ai/reply-stream.ts"
import { makeAppTestServer, postJson, seedUser, serverOrigin } from "./app-server.ts"
import { createTestDatabase, type TestDatabase } from "./database.ts"
import { startFakeOpenAi, type FakeAiServer } from "./fake-ai-servers.ts"
import { openResumed, resumeRelay, sendRelayed, waitFinished } from "./relay-flow.ts"

/** A new user's gpt chat created over the API (`token` given: that user's). */
const newGptChat = (db: TestDatabase, token?: string) =>
  Effect.gen(function* () {
    const owner = token ?? (yield* Effect.promise(() => seedUser(db.sql))).token
    const created = yield* postJson("/api/chats", { therapeutic_approach: "gpt" }, owner)
    return { token: owner, chatId: (created.json as { id: string }).id }
  })

/** Forgets the provider's earlier requests and queues a long reply: `count` words `${prefix}${i} `, 50 ms apart. */
const queueLongReply = (openai: FakeAiServer, count: number, prefix: string) => {
  openai.reset()
  openai.enqueue({
    type: "stream",
    tokens: Array.from({ length: count }, (_, i) => `${prefix}${i} `),
    delayMs: 50,
  })
}

/** A long reply (60 words) relayed in a new chat, its connection dropped after two frames. */
const startLongRelayed = (db: TestDatabase, openai: FakeAiServer) =>
  Effect.gen(function* () {
    const { token, chatId } = yield* newGptChat(db)
    queueLongReply(openai, 60, "w")
    const origin = yield* serverOrigin
    const started = yield* Effect.promise(() => sendRelayed(origin, token, chatId, "Ciao", 2))
    return { token, chatId, origin, started, replyId: String(started.frames[0]?.data.reply_id) }
  })

type LongRelayed = Effect.Success<ReturnType<typeof startLongRelayed>>

/** After a Stop: the writer finishes, the provider request was closed early, and the relay ends with `stopped`. */
const expectStopped = (openai: FakeAiServer, { token, chatId, origin, started, replyId }: LongRelayed) =>
  Effect.gen(function* () {
    yield* Effect.promise(() => waitFinished(origin, token, chatId, replyId))
    yield* Effect.sleep("200 millis")
    assert.strictEqual(openai.requests.at(-1)?.outcome, "client_closed")
    assert.isBelow(openai.requests.at(-1)?.tokensWritten ?? 99, 40)
    const rest = yield* Effect.promise(() => resumeRelay(origin, token, chatId, replyId))
    const opened = yield* Effect.promise(() => openResumed(started.key.privateKey, rest.frames))
    assert.strictEqual(opened.at(-1)?.event, "stopped")
  })

/**
 * What a file testing streamed replies starts from: its own database, a fake OpenAI closed after the file, the
 * AI layer that talks to it (no retries, no word delay), the app server built on both, and the steps the
 * files share, bound to that database and fake.
 */
export const replyRelaySetup = async () => {
  const db = await createTestDatabase()
  const openai = await startFakeOpenAi()
  afterAll(() => openai.close())
  const ai = AiService.layerConfig({
    openai: { apiKey: Redacted.make("sk-test"), model: "gpt-test", baseUrl: openai.baseUrl },
    policy: { ...DEFAULT_STREAM_POLICY, maxRetries: 0 },
    localWordDelayMs: 0,
    contextTokens: DEFAULT_CONTEXT_TOKENS,
  })
  return {
    db,
    openai,
    ai,
    server: makeAppTestServer(db.url, { ai }),
    newChat: (token?: string) => newGptChat(db, token),
    queueLongReply: (count: number, prefix: string) => queueLongReply(openai, count, prefix),
    startLongRelayed: startLongRelayed(db, openai),
    expectStopped: (relay: LongRelayed) => expectStopped(openai, relay),
  }
}
