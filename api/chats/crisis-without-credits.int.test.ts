import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { deleteJson, getJson } from "../../test/support/app-server.ts"
import { chatTestSetup, newChat, sendMessage } from "../../test/support/chat-steps.ts"
import { seedUser } from "../../test/support/seed-user.ts"

/* Issue 22: help is never behind a paywall. Through the real API with the offline responder. */

const { db, server } = await chatTestSetup()
const CRISIS = "voglio morire"
const LATER = "non ho più soldi per pagare ma stasera voglio farla finita"

interface Reply {
  readonly content: string
  readonly crisis: boolean
  readonly recorded: boolean
  readonly reply_id: string
}

const ledgerOf = (userId: string) =>
  Effect.promise(
    () =>
      db.sql<{ type: string; source: string | null }[]>`
        select type, data->>'source' as source from events
        where stream_id = ${`wallet-${userId}`} order by stream_version`,
  ).pipe(Effect.map((rows) => rows.map((row) => `${row.type}:${row.source ?? ""}`)))
const available = (token: string) =>
  Effect.map(
    getJson("/api/user/session-info", token),
    (r) => (r.json as { total_sessions_available: number }).total_sessions_available,
  )

describe("help is never behind a paywall (issue 22)", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given no sessions left, when the person writes in crisis, then the card, a reply, and no charge",
      () =>
        Effect.gen(function* () {
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql, "Sara", { freeSessions: 0 }))
          const chatId = yield* newChat(token)
          const ordinary = yield* sendMessage(token, chatId, "ciao, oggi giornata storta")
          assert.strictEqual(ordinary.status, 403, "an ordinary message still needs a session")
          assert.strictEqual((ordinary.json as { code: string }).code, "NO_CREDITS_AVAILABLE")

          const first = yield* sendMessage(token, chatId, CRISIS)
          assert.strictEqual(first.status, 200, first.text)
          const reply = first.json as Reply
          assert.isTrue(reply.crisis)
          assert.isTrue(reply.recorded)
          assert.isAbove(reply.content.length, 40)
          assert.notMatch(reply.content, /€|acquist|abbonament|prezz/i)

          const second = yield* sendMessage(token, chatId, LATER)
          assert.strictEqual(second.status, 200, second.text)
          assert.notStrictEqual(
            (second.json as Reply).content,
            reply.content,
            "the second reply is not the first",
          )
          const followUp = yield* sendMessage(token, chatId, "sì sono a casa")
          assert.strictEqual(followUp.status, 200, "while the crisis session runs, every message is heard")

          assert.strictEqual(yield* available(token), 0, "nothing was added or taken")
          assert.deepStrictEqual(yield* ledgerOf(userId), ["FreeSessionsGranted:", "CreditReserved:waived"])
        }),
    )

    it.effect("given an unverified address, when the first message is a crisis, then it is heard", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql, "Luca", { unverified: true }))
        const chatId = yield* newChat(token)
        const refused = yield* sendMessage(token, chatId, "ciao")
        assert.strictEqual((refused.json as { code: string }).code, "EMAIL_NOT_VERIFIED")
        const sent = yield* sendMessage(token, chatId, CRISIS)
        assert.strictEqual(sent.status, 200, sent.text)
        assert.isTrue((sent.json as Reply).crisis)
      }),
    )

    it.effect(
      "given the chat was deleted in another tab, when the person writes in crisis, then it is answered",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql, "Anna"))
          const chatId = yield* newChat(token)
          assert.strictEqual((yield* sendMessage(token, chatId, "ciao")).status, 200)
          assert.strictEqual((yield* deleteJson(`/api/chats/${chatId}`, token)).status, 200)
          const sent = yield* sendMessage(token, chatId, LATER)
          assert.strictEqual(sent.status, 200, sent.text)
          const reply = sent.json as Reply
          assert.deepStrictEqual([reply.crisis, reply.recorded], [true, false])
          assert.strictEqual(
            (yield* sendMessage(token, chatId, "ciao")).status,
            404,
            "nothing else is unlocked",
          )

          const stranger = yield* Effect.promise(() => seedUser(db.sql, "Piero"))
          assert.strictEqual(
            (yield* sendMessage(stranger.token, chatId, LATER)).status,
            404,
            "nobody else's chat",
          )
        }),
    )

    it.effect(
      "given a free crisis session open in one chat and no credits, then a crisis elsewhere is heard, unrecorded",
      () =>
        Effect.gen(function* () {
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql, "Rita", { freeSessions: 0 }))
          const open = yield* newChat(token)
          assert.strictEqual((yield* sendMessage(token, open, CRISIS)).status, 200)
          const other = yield* newChat(token)
          const sent = yield* sendMessage(token, other, LATER)
          assert.strictEqual(sent.status, 200, sent.text)
          assert.deepStrictEqual([(sent.json as Reply).crisis, (sent.json as Reply).recorded], [true, false])
          assert.deepStrictEqual(yield* ledgerOf(userId), ["FreeSessionsGranted:", "CreditReserved:waived"])
        }),
    )
  })
})
