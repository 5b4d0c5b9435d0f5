import { assert, describe, layer } from "@effect/vitest"
import { afterAll, beforeAll } from "vitest"
import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import { advanceClock, makeAppTestServer, postJson } from "../../test/support/app-server.ts"
import { countingAi } from "../../test/support/counting-ai.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { newChat, sendMessage } from "../../test/support/chat-steps.ts"
import { seedUser } from "../../test/support/seed-user.ts"

/*
 * Issue 24, item 1: every call to an assistant provider is bounded per person — a pace per minute (here 3), a
 * daily allowance (here 5), two summary drafts per session, and no draft before the session started. A crisis
 * is exempt from the daily allowance. Counted on the assistant itself: no provider call beyond the limits.
 */

const db = await createTestDatabase()
const ai = countingAi()
const server = makeAppTestServer(db.url, { ai: ai.layer })
const saved = { minute: process.env.COGI_AI_CALLS_PER_MINUTE, day: process.env.COGI_AI_CALLS_PER_DAY }
beforeAll(() => {
  process.env.COGI_AI_CALLS_PER_MINUTE = "3"
  process.env.COGI_AI_CALLS_PER_DAY = "5"
})
afterAll(() => {
  for (const [name, value] of [
    ["COGI_AI_CALLS_PER_MINUTE", saved.minute],
    ["COGI_AI_CALLS_PER_DAY", saved.day],
  ] as const)
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
})

const draft = (token: string, chatId: string) =>
  postJson(
    "/api/journey/drafts",
    { chat_id: chatId, transcript: [{ role: "user", content: "oggi è andata meglio" }] },
    token,
  )

describe("a bill nobody can run up", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given three messages in a minute, then the fourth is 429 and reaches no provider; a crisis is heard",
      () =>
        Effect.gen(function* () {
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql, "Ada"))
          const chatId = yield* newChat(token)
          const before = { ...ai.calls }
          for (const text of ["ciao", "oggi sono stanca", "il lavoro pesa"])
            assert.strictEqual((yield* sendMessage(token, chatId, text)).status, 200)
          const usedBytes = () =>
            Effect.promise(async () => {
              const [row] = await db.sql<{ used: number }[]>`
                select used_bytes::int as used from storage_budgets where user_id = ${userId}`
              return row?.used ?? 0
            })
          const storedBefore = yield* usedBytes()
          const refused = yield* sendMessage(token, chatId, "e poi?")
          assert.strictEqual(refused.status, 429, refused.text)
          // the message's bytes, counted beside the refused call, were given back
          assert.strictEqual(yield* usedBytes(), storedBefore)
          assert.match((refused.json as { detail: string }).detail, /aspetta qualche secondo/)
          assert.isAbove(Number(refused.headers["retry-after"]), 0)
          assert.strictEqual(ai.calls.replies - before.replies, 3, "no reply asked past the limit")
          assert.strictEqual(ai.calls.secondOpinions - before.secondOpinions, 3)

          const crisis = yield* sendMessage(token, chatId, "non ce la faccio più, voglio morire")
          assert.strictEqual(
            crisis.status,
            200,
            "a crisis is never refused for the pace of ordinary messages",
          )
        }),
    )

    it.effect(
      "given the same message sent again (Rigenera), then its second opinion is not asked twice",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql, "Bea"))
          const chatId = yield* newChat(token)
          const messageId = randomUUID()
          const before = { ...ai.calls }
          assert.strictEqual(
            (yield* sendMessage(token, chatId, "ciao", { message_id: messageId })).status,
            200,
          )
          assert.strictEqual(
            (yield* sendMessage(token, chatId, "ciao", { message_id: messageId })).status,
            200,
          )
          assert.strictEqual(ai.calls.replies - before.replies, 2)
          assert.strictEqual(ai.calls.secondOpinions - before.secondOpinions, 1)
        }),
    )

    it.effect(
      "given the daily allowance spent, then ordinary messages are 429 and a crisis still answers",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql, "Cora"))
          const chatId = yield* newChat(token)
          // five calls a day, three a minute: the second three come two minutes later on the dev clock
          for (const text of ["uno", "due", "tre"])
            assert.strictEqual((yield* sendMessage(token, chatId, text)).status, 200)
          yield* advanceClock(2)
          const later = yield* Effect.all(
            [sendMessage(token, chatId, "quattro"), sendMessage(token, chatId, "cinque")],
            {
              concurrency: 1,
            },
          )
          assert.deepStrictEqual(
            later.map((r) => r.status),
            [200, 200],
          )
          const refused = yield* sendMessage(token, chatId, "sei")
          assert.strictEqual(refused.status, 429, refused.text)
          assert.match((refused.json as { detail: string }).detail, /domani/)
          assert.match((refused.json as { detail: string }).detail, /112/)
          const crisis = yield* sendMessage(token, chatId, "stasera voglio farla finita")
          assert.strictEqual(crisis.status, 200, crisis.text)
        }),
    )

    it.effect(
      "given a session, then a draft only once it started and at most two; none reaches the provider past that",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql, "Dora"))
          const chatId = yield* newChat(token)
          const early = yield* draft(token, chatId)
          assert.strictEqual(early.status, 409, early.text)
          assert.strictEqual(yield* sendMessage(token, chatId, "ciao").pipe(Effect.map((r) => r.status)), 200)
          const before = ai.calls.summaries
          assert.strictEqual((yield* draft(token, chatId)).status, 200)
          assert.strictEqual((yield* draft(token, chatId)).status, 200)
          const third = yield* draft(token, chatId)
          assert.strictEqual(third.status, 429, third.text)
          assert.match((third.json as { detail: string }).detail, /due bozze/)
          assert.strictEqual(ai.calls.summaries - before, 2)
        }),
    )
  })
})
