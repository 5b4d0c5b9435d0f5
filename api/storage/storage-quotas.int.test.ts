import { randomBytes, randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { afterAll, beforeAll } from "vitest"
import { Effect } from "effect"
import { AddressNotVerified } from "../../domain/chat/chat-errors.ts"
import {
  advanceClock,
  postJson,
  putJson,
  seedUser,
  serverOrigin,
  signUpAndIn,
} from "../../test/support/app-server.ts"
import { chatTestSetup, exchange, newChat, sendMessage } from "../../test/support/chat-steps.ts"
import { sendRelayed, waitFinished } from "../../test/support/relay-flow.ts"
import { chatErrorText } from "../chats/chat-http-errors.ts"
import { storageBudgetText } from "./storage-http-errors.ts"

/*
 * The audit's storage findings (issue 24), over real HTTP: a reply of 1 MiB, replies under made-up ids and after
 * the end, an unverified account saving its vault again and again, and one person filling the day's budget
 * (COGI_STORAGE_BYTES_PER_DAY, here 150,000). Each counts the bytes the log holds for that person before and after.
 */

const BUDGET = 150_000
const previous = process.env.COGI_STORAGE_BYTES_PER_DAY
beforeAll(() => {
  process.env.COGI_STORAGE_BYTES_PER_DAY = String(BUDGET)
})
afterAll(() => {
  if (previous === undefined) delete process.env.COGI_STORAGE_BYTES_PER_DAY
  else process.env.COGI_STORAGE_BYTES_PER_DAY = previous
})

const { db, server } = await chatTestSetup()

/** Bytes of event data on the person's streams: account, wallet, vault, journey and every chat of theirs. */
const loggedBytes = (userId: string) =>
  Effect.promise(async () => {
    const [row] = await db.sql<{ bytes: number }[]>`
      select coalesce(sum(octet_length(data::text)), 0)::int as bytes from events
      where stream_id = any(${[`user-${userId}`, `wallet-${userId}`, `vault-${userId}`, `journey-${userId}`]})
         or stream_id in (select 'chat-' || id::text from chats where user_id = ${userId})`
    return row?.bytes ?? 0
  })

const figure = (what: string, before: number, after: number) =>
  console.info(`[storage] ${what}: ${before} bytes before, ${after} after`)

const base64 = (bytes: number) => randomBytes(bytes).toString("base64")
const storeReply = (token: string, chatId: string, replyId: string, ciphertext: string) =>
  postJson(`/api/chats/${chatId}/replies`, { reply_id: replyId, ciphertext }, token)
const detailOf = (json: unknown) => (json as { detail: string }).detail
const verifyFirst = {
  code: "EMAIL_NOT_VERIFIED",
  detail: chatErrorText(new AddressNotVerified({ chatId: "" })),
}

describe("storage quotas (issue 24)", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect("a reply of 1 MiB is refused where it enters, and nothing is stored", () =>
      Effect.gen(function* () {
        const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(token)
        const sent = yield* sendMessage(token, chatId, "Ciao, oggi è stata lunga")
        const replyId = (sent.json as { reply_id: string }).reply_id
        const before = yield* loggedBytes(userId)
        const huge = yield* storeReply(token, chatId, replyId, "A".repeat(1_000_000))
        assert.strictEqual(huge.status, 400)
        assert.include(detailOf(huge.json), "ciphertext: al massimo 64000 caratteri")
        const after = yield* loggedBytes(userId)
        figure("a 1 MiB reply", before, after)
        assert.strictEqual(after, before)
        // the reply as the app writes it is stored as before
        assert.strictEqual((yield* storeReply(token, chatId, replyId, base64(3_000))).status, 200)
      }),
    )

    it.effect("replies under made-up ids are refused: one reply per message waiting for one", () =>
      Effect.gen(function* () {
        const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(token)
        yield* exchange(token, chatId, "Come posso dormire meglio?")
        const before = yield* loggedBytes(userId)
        const statuses = new Set<number>()
        for (let i = 0; i < 20; i++) {
          const flood = yield* storeReply(token, chatId, randomUUID(), base64(45_000))
          statuses.add(flood.status)
          assert.strictEqual((flood.json as { code: string }).code, "REPLY_NOT_EXPECTED")
        }
        assert.deepStrictEqual([...statuses], [409])
        const after = yield* loggedBytes(userId)
        figure("20 replies of 60 KB under made-up ids", before, after)
        assert.strictEqual(after, before)
      }),
    )

    it.effect("an unverified account stores nothing but what sign-up needs", () =>
      Effect.gen(function* () {
        const registered = yield* signUpAndIn({
          name: "Vera",
          email: "vera@example.it",
          password: "segreta1",
          encryption_salt: "AAAAAAAAAAAAAAAAAAAAAA==",
          consent_health_data: true,
          adult: true,
        })
        assert.strictEqual(registered.status, 200, registered.text)
        const { access_token: token, user } = registered.json as {
          access_token: string
          user: { id: string }
        }
        const chatId = yield* newChat(token)
        const before = yield* loggedBytes(user.id)
        // the audit's 200 KB vault, saved again and again: too long wherever it comes from
        for (let i = 0; i < 5; i++) {
          const big = yield* putJson("/api/user/vault", { ciphertext: base64(150_000) }, token)
          assert.strictEqual(big.status, 400)
          assert.include(detailOf(big.json), "ciphertext: al massimo 64000 caratteri")
        }
        // a plan of a normal size waits for the verified address, like the journey, pictures and notes
        const refusals = [
          yield* putJson("/api/user/vault", { ciphertext: base64(6_000) }, token),
          yield* postJson(
            "/api/journey/summaries",
            { summary_id: randomUUID(), chat_id: chatId, ciphertext: base64(900) },
            token,
          ),
          yield* postJson(
            "/api/journey/moods",
            { mood_id: randomUUID(), chat_id: chatId, moment: "start", ciphertext: base64(60) },
            token,
          ),
          yield* putJson("/api/journey/memory", { enabled: false }, token),
          yield* postJson(`/api/sessions/${chatId}/schedule-next`, { notes: "Parlare del lavoro" }, token),
        ]
        for (const refused of refusals) {
          assert.strictEqual(refused.status, 403, refused.text)
          assert.deepStrictEqual(refused.json, verifyFirst)
        }
        const origin = yield* serverOrigin
        const upload = yield* Effect.promise(() =>
          fetch(`${origin}/api/images`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "x-image-type": "image/png" },
            body: new Uint8Array(2048),
          }),
        )
        assert.strictEqual(upload.status, 403)
        assert.deepStrictEqual(yield* Effect.promise(() => upload.json()), verifyFirst)
        const [images] = yield* Effect.promise(
          () => db.sql<{ n: number }[]>`select count(*)::int as n from images where user_id = ${user.id}`,
        )
        assert.strictEqual(images?.n, 0)
        const after = yield* loggedBytes(user.id)
        figure("an unverified account: 5 vaults of 200 KB and one of each other kind", before, after)
        assert.strictEqual(after, before)
      }),
    )

    it.effect("one person's day: past the budget 429 and nothing stored, a crisis still heard and kept", () =>
      Effect.gen(function* () {
        const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
        const chatId = yield* newChat(token)
        assert.strictEqual((yield* sendMessage(token, chatId, "Ciao")).status, 200)
        const statuses = []
        let beforeRefusal = 0
        for (let i = 0; i < 4; i++) {
          beforeRefusal = yield* loggedBytes(userId)
          const saved = yield* putJson("/api/user/vault", { ciphertext: base64(45_000) }, token)
          statuses.push(saved.status)
          if (saved.status === 429) {
            assert.deepStrictEqual(saved.json, { detail: storageBudgetText, code: "RATE_LIMITED" })
            const retryAfter = Number(saved.headers["retry-after"])
            assert.isTrue(retryAfter >= 1 && retryAfter <= 25 * 3600, String(retryAfter))
          }
        }
        // 60,000 bytes each: two fit in 150,000, the third and fourth do not
        assert.deepStrictEqual(statuses, [200, 200, 429, 429])
        const afterRefusal = yield* loggedBytes(userId)
        figure("the 3rd and 4th vault of 60 KB past a 150,000-byte day", beforeRefusal, afterRefusal)
        assert.strictEqual(afterRefusal, beforeRefusal)
        // an ordinary message past the budget is refused; a message in crisis is heard and stored
        const ordinary = yield* sendMessage(token, chatId, "Ti racconto la mia giornata", {
          ciphertext: base64(30_000),
        })
        assert.strictEqual(ordinary.status, 429)
        assert.strictEqual(yield* loggedBytes(userId), afterRefusal)
        const crisis = yield* sendMessage(
          token,
          chatId,
          "non ce la faccio più, stasera voglio farla finita",
          {
            ciphertext: base64(30_000),
          },
        )
        assert.strictEqual(crisis.status, 200, crisis.text)
        assert.isTrue((crisis.json as { crisis: boolean }).crisis)
        const afterCrisis = yield* loggedBytes(userId)
        figure("a crisis message of 40 KB past the budget", afterRefusal, afterCrisis)
        assert.isAbove(afterCrisis, afterRefusal + 40_000)
        // counted all the same
        const [used] = yield* Effect.promise(
          () => db.sql<{ used: number }[]>`
            select used_bytes::int as used from storage_budgets where user_id = ${userId}`,
        )
        assert.isAbove(used?.used ?? 0, BUDGET)
      }),
    )

    it.effect("after the end, only a reply the server relayed in time is stored", () =>
      Effect.gen(function* () {
        const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
        const origin = yield* serverOrigin
        const relayedChat = yield* newChat(token)
        const relayed = yield* Effect.promise(() => sendRelayed(origin, token, relayedChat, "Oggi è dura"))
        const relayedId = String(relayed.frames[0]?.data.reply_id)
        yield* Effect.promise(() => waitFinished(origin, token, relayedChat, relayedId))
        const plainChat = yield* newChat(token)
        const plain = yield* sendMessage(token, plainChat, "E domani?")
        const plainId = (plain.json as { reply_id: string }).reply_id
        // both sessions ended, and the 5 minutes of grace too
        yield* advanceClock(30 + 6)
        const before = yield* loggedBytes(userId)
        const late = yield* storeReply(token, plainChat, plainId, base64(3_000))
        assert.strictEqual(late.status, 403)
        assert.strictEqual((late.json as { code: string }).code, "SESSION_ENDED")
        assert.strictEqual(yield* loggedBytes(userId), before)
        // the reply written while the page was away is stored at the next visit
        const kept = yield* storeReply(token, relayedChat, relayedId, base64(3_000))
        assert.strictEqual(kept.status, 200, kept.text)
        const after = yield* loggedBytes(userId)
        figure("a late reply refused, then a relayed one stored", before, after)
        assert.isAbove(after, before + 4_000)
      }),
    )
  })
})
