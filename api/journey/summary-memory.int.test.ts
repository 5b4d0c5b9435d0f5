import { randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { deleteJson, getJson, postJson, putJson, seedUser } from "../../test/support/app-server.ts"
import { chatTestSetup, newChat } from "../../test/support/chat-steps.ts"

const { db, server } = await chatTestSetup()

type Journey = { summaries: Array<{ id: string; remembered: boolean }> }

const saveSummary = (token: string) =>
  Effect.gen(function* () {
    const chatId = yield* newChat(token)
    const summaryId = randomUUID()
    const saved = yield* postJson(
      "/api/journey/summaries",
      { summary_id: summaryId, chat_id: chatId, ciphertext: "UklBU1NVTlRP" },
      token,
    )
    assert.strictEqual(saved.status, 201, saved.text)
    return summaryId
  })

const notFound = {
  detail: "Riassunto non trovato: forse l'hai già eliminato.",
  code: "SUMMARY_NOT_FOUND",
}

describe("choosing which summaries the assistant remembers, over HTTP", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "a new summary is remembered; the user un-chooses it and chooses it again, each a journey event",
      () =>
        Effect.gen(function* () {
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
          const summaryId = yield* saveSummary(token)
          const fresh = (yield* getJson("/api/journey", token)).json as Journey
          assert.deepStrictEqual(fresh.summaries, [
            { ...fresh.summaries[0]!, id: summaryId, remembered: true },
          ])

          const off = yield* putJson(
            `/api/journey/summaries/${summaryId}/memory`,
            { remembered: false },
            token,
          )
          assert.strictEqual(off.status, 200, off.text)
          assert.strictEqual((off.json as Journey).summaries[0]?.remembered, false)
          const read = (yield* getJson("/api/journey", token)).json as Journey
          assert.strictEqual(read.summaries[0]?.remembered, false)
          // the same choice again records nothing
          yield* putJson(`/api/journey/summaries/${summaryId}/memory`, { remembered: false }, token)
          const on = yield* putJson(`/api/journey/summaries/${summaryId}/memory`, { remembered: true }, token)
          assert.strictEqual((on.json as Journey).summaries[0]?.remembered, true)

          const rows = yield* Effect.promise(
            () =>
              db.sql`select type, data from events where stream_id = ${`journey-${userId}`} order by global_position`,
          )
          assert.deepStrictEqual(
            rows.map((r) => [r.type, (r.data as { remembered?: boolean }).remembered]),
            [
              ["SummarySaved", undefined],
              ["SummaryMemoryChosen", false],
              ["SummaryMemoryChosen", true],
            ],
          )
        }),
    )

    it.effect("an unknown, deleted, malformed or another user's summary is 404 SUMMARY_NOT_FOUND", () =>
      Effect.gen(function* () {
        const owner = yield* Effect.promise(() => seedUser(db.sql))
        const other = yield* Effect.promise(() => seedUser(db.sql))
        const summaryId = yield* saveSummary(owner.token)

        const unknown = yield* putJson(
          `/api/journey/summaries/${randomUUID()}/memory`,
          { remembered: false },
          owner.token,
        )
        assert.strictEqual(unknown.status, 404)
        assert.deepStrictEqual(unknown.json, notFound)
        const malformed = yield* putJson(
          "/api/journey/summaries/non-un-id/memory",
          { remembered: false },
          owner.token,
        )
        assert.strictEqual(malformed.status, 404)
        assert.deepStrictEqual(malformed.json, notFound)
        const foreign = yield* putJson(
          `/api/journey/summaries/${summaryId}/memory`,
          { remembered: false },
          other.token,
        )
        assert.strictEqual(foreign.status, 404)
        assert.deepStrictEqual(foreign.json, notFound)
        const mine = (yield* getJson("/api/journey", owner.token)).json as Journey
        assert.strictEqual(mine.summaries[0]?.remembered, true)

        assert.strictEqual(
          (yield* deleteJson(`/api/journey/summaries/${summaryId}`, owner.token)).status,
          200,
        )
        const deleted = yield* putJson(
          `/api/journey/summaries/${summaryId}/memory`,
          { remembered: true },
          owner.token,
        )
        assert.strictEqual(deleted.status, 404)
        assert.deepStrictEqual(deleted.json, notFound)
      }),
    )

    it.effect("a choice that is not a yes or a no is a 400 with an Italian detail", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const summaryId = yield* saveSummary(token)
        const bad = yield* putJson(
          `/api/journey/summaries/${summaryId}/memory`,
          { remembered: "forse" },
          token,
        )
        assert.strictEqual(bad.status, 400, bad.text)
        assert.isString((bad.json as { detail: string }).detail)
      }),
    )
  })
})
