import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { makeAppTestServer, postJson, putJson, seedUser } from "../test/support/app-server.ts"
import { createTestDatabase } from "../test/support/database.ts"

const db = await createTestDatabase()
const { sql } = db

const countEvents = (streamId: string, type: string) =>
  Effect.promise(
    () =>
      sql<
        { n: number }[]
      >`select count(*)::int as n from events where stream_id = ${streamId} and type = ${type}`,
  ).pipe(Effect.map(([row]) => row?.n ?? 0))

// Twenty writes at once to one stream: each must succeed (or, where success would be wrong, get a 409 with an
// Italian detail); none may end in a 500 because the writers raced for the stream's version.
describe("hot streams", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect("given 20 concurrent renames of the assistant, then all 20 succeed and are all recorded", () =>
      Effect.gen(function* () {
        const user = yield* Effect.promise(() => seedUser(sql))
        const names = Array.from({ length: 20 }, (_, i) => `Luna ${i + 1}`)
        const answers = yield* Effect.forEach(
          names,
          (name) => putJson("/api/user/preferences", { ai_name: name }, user.token),
          {
            concurrency: "unbounded",
          },
        )
        assert.deepStrictEqual(
          answers.map((a) => a.status),
          names.map(() => 200),
          answers.map((a) => a.text).join("\n"),
        )
        assert.strictEqual(yield* countEvents(`user-${user.userId}`, "AssistantRenamed"), 20)
      }),
    )

    it.effect(
      "given 20 concurrent messages to one chat, then every message and its reply are recorded, with one credit reserved",
      () =>
        Effect.gen(function* () {
          const user = yield* Effect.promise(() => seedUser(sql))
          const chat = (yield* postJson("/api/chats", { therapeutic_approach: "claude" }, user.token))
            .json as {
            id: string
          }
          const answers = yield* Effect.forEach(
            Array.from({ length: 20 }, (_, i) => i),
            (i) =>
              postJson(
                `/api/chats/${chat.id}/messages`,
                { content: `Messaggio ${i}`, ciphertext: Buffer.from(`cifrato ${i}`).toString("base64") },
                user.token,
              ),
            { concurrency: "unbounded" },
          )
          assert.deepStrictEqual(
            answers.map((a) => a.status),
            answers.map(() => 200),
            answers.map((a) => a.text).join("\n"),
          )
          assert.strictEqual(yield* countEvents(`chat-${chat.id}`, "SessionStarted"), 1)
          assert.strictEqual(yield* countEvents(`wallet-${user.userId}`, "CreditReserved"), 1)
          assert.isAtLeast(yield* countEvents(`chat-${chat.id}`, "MessageRecorded"), 20)
        }),
    )

    it.effect("given 20 concurrent schedule-next calls on one session, then none fails", () =>
      Effect.gen(function* () {
        const user = yield* Effect.promise(() => seedUser(sql))
        const chat = (yield* postJson("/api/chats", { therapeutic_approach: "gpt" }, user.token)).json as {
          id: string
        }
        const first = yield* postJson(
          `/api/chats/${chat.id}/messages`,
          { content: "Ciao", ciphertext: Buffer.from("cifrato").toString("base64") },
          user.token,
        )
        assert.strictEqual(first.status, 200, first.text)
        const answers = yield* Effect.forEach(
          Array.from({ length: 20 }, (_, i) => i),
          (i) => postJson(`/api/sessions/${chat.id}/schedule-next`, { notes: `Nota ${i}` }, user.token),
          { concurrency: "unbounded" },
        )
        assert.deepStrictEqual(
          answers.map((a) => a.status),
          answers.map(() => 200),
          answers.map((a) => a.text).join("\n"),
        )
        assert.strictEqual(yield* countEvents(`chat-${chat.id}`, "NextSessionScheduled"), 20)
      }),
    )
  })
})
