import { randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { AiService } from "../../adapters/ai/ai-service.ts"
import {
  deleteJson,
  getJson,
  makeAppTestServer,
  postJson,
  putJson,
  seedUser,
} from "../../test/support/app-server.ts"
import { chatTestSetup, newChat, sendMessage, startedChat } from "../../test/support/chat-steps.ts"

const { db, server } = await chatTestSetup()

type Journey = {
  memory_enabled: boolean
  summaries: Array<{ id: string; chat_id: string; ciphertext: string; edited_at: string | null }>
  moods: Array<{ id: string; chat_id: string; moment: string; ciphertext: string }>
  visit_note: { ciphertext: string; saved_at: string } | null
}

describe("the journey over HTTP: summaries, memory and mood check-ins", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given a session, when its summary is drafted, saved, edited and deleted, then only ciphertext is kept, sealed with the user's key",
      () =>
        Effect.gen(function* () {
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* startedChat(token)
          const empty = (yield* getJson("/api/journey", token)).json as Journey
          assert.deepStrictEqual(empty, { memory_enabled: true, summaries: [], moods: [], visit_note: null })

          const draft = yield* postJson(
            "/api/journey/drafts",
            {
              chat_id: chatId,
              transcript: [
                { role: "user", content: "Sono in ansia per il lavoro" },
                { role: "assistant", content: "Raccontami di più." },
              ],
            },
            token,
          )
          assert.strictEqual(draft.status, 200, draft.text)
          const drafted = draft.json as { content: string; provider: string }
          assert.strictEqual(drafted.provider, "local")
          assert.match(
            drafted.content,
            /^Cosa hai portato: hai parlato soprattutto del lavoro e dell'ansia\./,
          )

          // a session in which the card was raised: the draft names the hard moment and who can help
          const hard = yield* postJson(
            "/api/journey/drafts",
            {
              chat_id: chatId,
              transcript: [
                { role: "user", content: "non ce la faccio più, stasera voglio farla finita" },
                { role: "assistant", content: "Grazie di avermelo detto. Sei al sicuro adesso?" },
                { role: "user", content: "sì sono a casa" },
              ],
            },
            token,
          )
          assert.strictEqual(hard.status, 200, hard.text)
          const hardDraft = (hard.json as { content: string }).content
          assert.match(hardDraft, /difficile/)
          assert.match(hardDraft, /112/)
          assert.notMatch(hardDraft, /ti ha fatto bene/)

          const summaryId = randomUUID()
          const saved = yield* postJson(
            "/api/journey/summaries",
            { summary_id: summaryId, chat_id: chatId, ciphertext: "UklBU1NVTlRP" },
            token,
          )
          assert.strictEqual(saved.status, 201, saved.text)
          assert.deepStrictEqual(
            (saved.json as Journey).summaries.map((s) => [s.id, s.chat_id, s.ciphertext, s.edited_at]),
            [[summaryId, chatId, "UklBU1NVTlRP", null]],
          )
          const again = yield* postJson(
            "/api/journey/summaries",
            { summary_id: randomUUID(), chat_id: chatId, ciphertext: "QUxUUk8=" },
            token,
          )
          assert.strictEqual(again.status, 409)
          assert.strictEqual((again.json as { code: string }).code, "SUMMARY_ALREADY_SAVED")

          const edited = yield* putJson(
            `/api/journey/summaries/${summaryId}`,
            { ciphertext: "TlVPVk8=" },
            token,
          )
          assert.strictEqual(edited.status, 200, edited.text)
          const summary = (edited.json as Journey).summaries[0]
          assert.strictEqual(summary?.ciphertext, "TlVPVk8=")
          assert.isString(summary?.edited_at)

          const rows = yield* Effect.promise(
            () =>
              db.sql`select type, data from events where stream_id = ${`journey-${userId}`} order by global_position`,
          )
          assert.deepStrictEqual(
            rows.map((r) => r.type),
            ["SummarySaved", "SummaryEdited"],
          )
          for (const row of rows) {
            const text = JSON.stringify(row.data)
            assert.notInclude(text, "UklBU1NVTlRP")
            assert.notInclude(text, "TlVPVk8=")
            assert.property((row.data as { ciphertext: object }).ciphertext, "$pii")
          }

          const deleted = yield* deleteJson(`/api/journey/summaries/${summaryId}`, token)
          assert.strictEqual(deleted.status, 200)
          assert.deepStrictEqual((deleted.json as Journey).summaries, [])
          const gone = yield* deleteJson(`/api/journey/summaries/${summaryId}`, token)
          assert.strictEqual(gone.status, 404)
          assert.deepStrictEqual(gone.json, {
            detail: "Riassunto non trovato: forse l'hai già eliminato.",
            code: "SUMMARY_NOT_FOUND",
          })
        }),
    )

    it.effect("memory is on until turned off; mood check-ins at the start and the end, once each", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(token)
        const off = yield* putJson("/api/journey/memory", { enabled: false }, token)
        assert.strictEqual((off.json as Journey).memory_enabled, false)
        assert.strictEqual(((yield* getJson("/api/journey", token)).json as Journey).memory_enabled, false)

        const mood = (moment: string, moodId = randomUUID(), ciphertext = "MywgY2FsbWE=") =>
          postJson("/api/journey/moods", { mood_id: moodId, chat_id: chatId, moment, ciphertext }, token)
        const start = yield* mood("start")
        assert.strictEqual(start.status, 201, start.text)
        const end = yield* mood("end")
        assert.deepStrictEqual(
          (end.json as Journey).moods.map((m) => [m.moment, m.ciphertext]),
          [
            ["start", "MywgY2FsbWE="],
            ["end", "MywgY2FsbWE="],
          ],
        )
        const twice = yield* mood("start")
        assert.strictEqual(twice.status, 409)
        assert.deepStrictEqual(twice.json, {
          detail: "Hai già indicato come ti sentivi all'inizio di questa sessione.",
          code: "MOOD_ALREADY_RECORDED",
        })
        const first = (end.json as Journey).moods[0]?.id ?? ""
        assert.strictEqual((yield* deleteJson(`/api/journey/moods/${first}`, token)).status, 200)
        assert.strictEqual((yield* deleteJson(`/api/journey/moods/${first}`, token)).status, 404)
      }),
    )

    it.effect(
      "bad input gets a 400 in Italian; another user's chat or summary is a 404; no token is a 401",
      () =>
        Effect.gen(function* () {
          const owner = yield* Effect.promise(() => seedUser(db.sql))
          const other = yield* Effect.promise(() => seedUser(db.sql, "Paolo"))
          const chatId = yield* newChat(owner.token)
          const save = (token: string, body: Record<string, unknown>) =>
            postJson("/api/journey/summaries", { summary_id: randomUUID(), chat_id: chatId, ...body }, token)

          const plain = yield* save(owner.token, { ciphertext: "oggi ho parlato di mia madre" })
          assert.strictEqual(plain.status, 400)
          assert.deepStrictEqual(plain.json, {
            detail: "Il contenuto non è valido: deve arrivare cifrato dal browser e non essere troppo lungo.",
            code: "JOURNEY_CIPHERTEXT_INVALID",
          })
          // an over-long summary stops where the request enters, naming the field
          const long = yield* save(owner.token, { ciphertext: "A".repeat(16_004) })
          assert.strictEqual(long.status, 400)
          assert.include((long.json as { detail: string }).detail, "ciphertext: al massimo 16000 caratteri")
          const badId = yield* save(owner.token, { summary_id: "uno", ciphertext: "QUJD" })
          assert.strictEqual(badId.status, 400)
          assert.match((badId.json as { detail: string }).detail, /Identificativo non valido/)
          const badMoment = yield* postJson(
            "/api/journey/moods",
            { mood_id: randomUUID(), chat_id: chatId, moment: "metà", ciphertext: "QUJD" },
            owner.token,
          )
          assert.strictEqual(badMoment.status, 400)

          const notYours = yield* save(other.token, { ciphertext: "QUJD" })
          assert.strictEqual(notYours.status, 404)
          assert.strictEqual((notYours.json as { code: string }).code, "CHAT_NOT_FOUND")
          const draftNotYours = yield* postJson(
            "/api/journey/drafts",
            { chat_id: chatId, transcript: [] },
            other.token,
          )
          assert.strictEqual(draftNotYours.status, 404)

          const saved = (yield* save(owner.token, { ciphertext: "QUJD" })).json as Journey
          const summaryId = saved.summaries[0]?.id ?? ""
          const othersEdit = yield* putJson(
            `/api/journey/summaries/${summaryId}`,
            { ciphertext: "REVG" },
            other.token,
          )
          assert.strictEqual(othersEdit.status, 404)
          assert.strictEqual((othersEdit.json as { code: string }).code, "SUMMARY_NOT_FOUND")
          assert.strictEqual((yield* deleteJson("/api/journey/summaries/qualcosa", owner.token)).status, 404)
          assert.strictEqual(
            (yield* deleteJson(`/api/journey/moods/${randomUUID()}`, owner.token)).status,
            404,
          )

          const tooLong = yield* postJson(
            "/api/journey/drafts",
            { chat_id: chatId, transcript: [{ role: "user", content: "a".repeat(8001) }] },
            owner.token,
          )
          assert.strictEqual(tooLong.status, 400)
          assert.match((tooLong.json as { detail: string }).detail, /al massimo 8000 caratteri/)
          assert.strictEqual((yield* getJson("/api/journey")).status, 401)
        }),
    )

    it.effect(
      "a message carries the kept summaries as memory (never stored); too many or too long is a 400",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* newChat(token)
          const send = (memory: ReadonlyArray<string>) =>
            postJson(
              `/api/chats/${chatId}/messages`,
              { content: "Ciao di nuovo", ciphertext: "Q2lhbw==", message_id: randomUUID(), memory },
              token,
            )
          const secret = "Cosa hai portato: la paura di volare"
          const sent = yield* send([secret])
          assert.strictEqual(sent.status, 200, sent.text)
          const dump = yield* Effect.promise(() => db.sql`select data::text as d from events`)
          assert.isFalse(dump.some((row) => String(row.d).includes("paura di volare")))
          const many = yield* send(["a", "b", "c", "d", "e", "f"])
          assert.strictEqual(many.status, 400)
          assert.match((many.json as { detail: string }).detail, /al massimo 5 riassunti/)
          const long = yield* send(["a".repeat(4001)])
          assert.match((long.json as { detail: string }).detail, /troppo lungo: massimo 4000/)
        }),
    )

    it.effect(
      "an admin's deletion of the account shreds the journey: its ciphertext can no longer be read",
      () =>
        Effect.gen(function* () {
          const admin = yield* Effect.promise(() => seedUser(db.sql, "Admin", { isAdmin: true }))
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* newChat(token)
          yield* postJson(
            "/api/journey/summaries",
            { summary_id: randomUUID(), chat_id: chatId, ciphertext: "UklBU1NVTlRP" },
            token,
          )
          const deleted = yield* deleteJson(`/api/admin/users/${userId}`, admin.token)
          assert.strictEqual(deleted.status, 200, deleted.text)
          const keys = yield* Effect.promise(
            () => db.sql`select count(*)::int as n from subject_data_keys where subject_id = ${userId}`,
          )
          assert.strictEqual(keys[0]?.n, 0)
        }),
    )
  })
})

describe("when the assistant cannot draft the summary", () => {
  layer(makeAppTestServer(db.url, { ai: AiService.layerFailing("unavailable") }), {
    excludeTestServices: true,
  })((it) => {
    it.effect("then 503 ASSISTANT_UNAVAILABLE says in Italian that the user can write it", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(token)
        // the reply fails too, but the message is kept and the session has started
        assert.strictEqual((yield* sendMessage(token, chatId, "Ciao")).status, 503)
        const failed = yield* postJson(
          "/api/journey/drafts",
          { chat_id: chatId, transcript: [{ role: "user", content: "Ciao" }] },
          token,
        )
        assert.strictEqual(failed.status, 503)
        assert.strictEqual((failed.json as { code: string }).code, "ASSISTANT_UNAVAILABLE")
        assert.match((failed.json as { detail: string }).detail, /Puoi scriverlo tu/)
      }),
    )
  })
})
