import { randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { advanceClock, deleteJson, getJson, postJson, seedUser } from "../../test/support/app-server.ts"
import { chatTestSetup, newChat, sendMessage as send } from "../../test/support/chat-steps.ts"

const { db, server } = await chatTestSetup()
const info = (token: string) =>
  Effect.map(getJson("/api/user/session-info", token), (r) => r.json as Record<string, unknown>)

describe("chat sessions over HTTP", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given a new user, when they open a chat and send a message, then the session starts, a free credit is reserved and the local assistant answers",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          assert.strictEqual((yield* info(token)).free_sessions_remaining, 3)
          const chatId = yield* newChat(token)
          const pending = yield* getJson(`/api/sessions/status/${chatId}`, token)
          assert.strictEqual((pending.json as { session_status: string }).session_status, "pending")
          const reply = yield* send(token, chatId, "Mi sento molto stanca e sola in questo periodo", {
            title: "cipher-title",
          })
          assert.strictEqual(reply.status, 200)
          const body = reply.json as { content: string; provider: string; crisis: boolean; reply_id: string }
          assert.strictEqual(body.provider, "local")
          assert.isFalse(body.crisis)
          assert.isAbove(body.content.length, 10)
          assert.strictEqual((yield* info(token)).free_sessions_remaining, 2)
          const stored = yield* postJson(
            `/api/chats/${chatId}/replies`,
            { reply_id: body.reply_id, ciphertext: "cipher:reply" },
            token,
          )
          assert.strictEqual(stored.status, 200)
          const chat = (yield* getJson(`/api/chats/${chatId}`, token)).json as {
            title: string
            messages: Array<{ role: string; content: string }>
          }
          assert.strictEqual(chat.title, "cipher-title")
          assert.deepStrictEqual(
            chat.messages.map((m) => [m.role, m.content]),
            [
              ["user", "cipher:Mi sento molto stanca e sola in questo periodo"],
              ["assistant", "cipher:reply"],
            ],
          )
          const status = (yield* getJson(`/api/sessions/status/${chatId}`, token)).json as {
            session_status: string
            remaining_minutes: number
          }
          assert.deepStrictEqual([status.session_status, status.remaining_minutes], ["active", 30])
          const list = (yield* getJson("/api/chats", token)).json as Array<{
            id: string
            message_count: number
          }>
          assert.deepStrictEqual(
            list.map((c) => [c.id, c.message_count]),
            [[chatId, 2]],
          )
        }),
    )

    it.effect("given a message, then the database holds no plaintext of it anywhere", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(token)
        const secret = `segreto-${randomUUID()}`
        yield* postJson(
          `/api/chats/${chatId}/messages`,
          { content: `Ti confido un ${secret}`, ciphertext: "QUJD" },
          token,
        )
        const [hit] = yield* Effect.promise(
          () => db.sql`
          select count(*)::int as n from events where data::text like ${"%" + secret + "%"}`,
        )
        assert.strictEqual((hit as { n: number }).n, 0)
        const [job] = yield* Effect.promise(
          () => db.sql`select count(*)::int as n from pgboss.job where data::text like ${"%" + secret + "%"}`,
        )
        assert.strictEqual((job as { n: number }).n, 0)
      }),
    )

    it.effect("given crisis language, then the reply is flagged for the crisis card", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(token)
        const reply = yield* send(token, chatId, "Non ce la faccio più, voglio morire")
        assert.isTrue((reply.json as { crisis: boolean }).crisis)
      }),
    )

    it.effect(
      "given a session run to its end, then sending is 403 with the SPEC text, and completing consumes the credit once whoever calls",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* newChat(token)
          yield* send(token, chatId, "Ciao")
          yield* advanceClock(26)
          const endingSoon = (yield* getJson(`/api/sessions/status/${chatId}`, token)).json as {
            session_status: string
            can_extend: boolean
          }
          assert.deepStrictEqual([endingSoon.session_status, endingSoon.can_extend], ["ending_soon", true])
          yield* advanceClock(5)
          const late = yield* send(token, chatId, "Ci sei ancora?")
          assert.strictEqual(late.status, 403)
          assert.deepStrictEqual(late.json, {
            detail: "⏰ La sessione è terminata. I 30 minuti sono scaduti.",
            code: "SESSION_ENDED",
          })
          const results = yield* Effect.all(
            Array.from({ length: 6 }, () => postJson(`/api/sessions/${chatId}/complete`, {}, token)),
            { concurrency: "unbounded" },
          )
          assert.deepStrictEqual(
            results.map((r) => r.status),
            [200, 200, 200, 200, 200, 200],
          )
          const decremented = results.filter(
            (r) => (r.json as { sessions_decremented: boolean }).sessions_decremented,
          )
          assert.strictEqual(decremented.length, 1)
          assert.strictEqual((results[0]!.json as { sessions_remaining: number }).sessions_remaining, 2)
          const consumed = yield* Effect.promise(
            () =>
              db.sql`select count(*)::int as n from events where type = 'CreditConsumed' and data->>'chatId' = ${chatId}`,
          )
          assert.strictEqual((consumed[0] as { n: number }).n, 1)
          yield* advanceClock(-31)
        }),
    )

    it.effect(
      "given ending soon, when scheduling the next session, then the session is extended by 2 minutes once",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* newChat(token)
          yield* send(token, chatId, "Ciao")
          yield* advanceClock(27)
          const scheduled = (yield* postJson(
            `/api/sessions/${chatId}/schedule-next`,
            { notes: "Parlare del lavoro" },
            token,
          )).json as {
            extended: boolean
            status: { session_status: string; remaining_minutes: number; is_extended: boolean }
          }
          assert.isTrue(scheduled.extended)
          assert.deepStrictEqual(
            [
              scheduled.status.session_status,
              scheduled.status.remaining_minutes,
              scheduled.status.is_extended,
            ],
            ["extended", 5, true],
          )
          const again = yield* postJson(
            "/api/sessions/extend",
            { chat_id: chatId, extend_for_scheduling: true },
            token,
          )
          assert.strictEqual(again.status, 409)
          yield* advanceClock(-27)
        }),
    )

    it.effect("given another user's chat, then every chat and session route answers 404", () =>
      Effect.gen(function* () {
        const owner = yield* Effect.promise(() => seedUser(db.sql))
        const other = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(owner.token)
        for (const response of [
          yield* getJson(`/api/chats/${chatId}`, other.token),
          yield* send(other.token, chatId, "ciao"),
          yield* getJson(`/api/sessions/status/${chatId}`, other.token),
          yield* postJson(`/api/sessions/${chatId}/complete`, {}, other.token),
          yield* deleteJson(`/api/chats/${chatId}`, other.token),
          yield* getJson(`/api/chats/not-a-uuid`, other.token),
        ])
          assert.strictEqual(response.status, 404)
      }),
    )

    it.effect("given bad input, then clear 400s and nothing is recorded", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(token)
        const empty = yield* postJson(
          `/api/chats/${chatId}/messages`,
          { content: "  ", ciphertext: "x" },
          token,
        )
        assert.deepStrictEqual(empty.json, {
          detail: "Scrivi un messaggio o allega un'immagine.",
          code: "VALIDATION_ERROR",
        })
        const badApproach = yield* postJson("/api/chats", { therapeutic_approach: "freud" }, token)
        assert.strictEqual(badApproach.status, 400)
        const missing = yield* postJson(`/api/chats/${chatId}/messages`, { content: "ciao" }, token)
        assert.strictEqual(missing.status, 400)
        const status = (yield* getJson(`/api/sessions/status/${chatId}`, token)).json as {
          session_status: string
        }
        assert.strictEqual(status.session_status, "pending")
      }),
    )

    it.effect(
      "given a user with no credits left, then the first message is refused and nothing is recorded",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          for (let i = 0; i < 3; i++) {
            const id = yield* newChat(token)
            assert.strictEqual((yield* send(token, id, "ciao")).status, 200)
          }
          const chatId = yield* newChat(token)
          const refused = yield* send(token, chatId, "ciao")
          assert.strictEqual(refused.status, 403)
          assert.match((refused.json as { detail: string }).detail, /Non hai sessioni disponibili/)
          // the condition, not the HTTP class: the client offers credits instead of ending the session
          assert.strictEqual((refused.json as { code: string }).code, "NO_CREDITS_AVAILABLE")
          assert.strictEqual((yield* info(token)).total_sessions_available, 0)
        }),
    )

    it.effect("given a chat deleted before its session started, then no credit is used", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(token)
        assert.strictEqual((yield* deleteJson(`/api/chats/${chatId}`, token)).status, 200)
        assert.strictEqual((yield* info(token)).free_sessions_remaining, 3)
        assert.deepStrictEqual((yield* getJson("/api/chats", token)).json, [])
      }),
    )
  })
})
