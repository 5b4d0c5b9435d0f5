import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { crisisReferrals } from "../projections/crisis-referrals/crisis-referrals-projection.ts"
import { catchUp } from "../projections/projector.ts"
import { verifyProjection } from "../projections/rebuild.ts"
import { getJson, seedUser } from "../test/support/app-server.ts"
import { chatTestSetup, newChat, sendMessage } from "../test/support/chat-steps.ts"

const { db, server } = await chatTestSetup()
const CRISIS = "Ho deciso di uccidermi stanotte, ho già preparato le pillole."

type Counts = {
  counts: Array<{ period: string; category: string; cards: number | null }>
  smallest_shown: number
}

/** A crisis message as the first of a new chat: the card is raised there for the first time. */
const crisisInNewChat = (token: string) =>
  Effect.gen(function* () {
    const chatId = yield* newChat(token)
    const sent = yield* sendMessage(token, chatId, CRISIS)
    assert.strictEqual(sent.status, 200, sent.text)
    return chatId
  })

const suicideCount = (body: Counts) => body.counts.filter((c) => c.category === "suicide")

describe("anonymous counts of crisis cards (issue 27)", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given crisis messages, when the projection catches up, then cards are counted once per chat, with no one's id, and none under 5 is shown",
      () =>
        Effect.gen(function* () {
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
          const first = yield* crisisInNewChat(token)
          // a second crisis message in the same chat updates the card: it is not a new referral
          const again = yield* sendMessage(token, first, "Voglio morire, non ce la faccio più.", {
            crisis_context: CRISIS,
          })
          assert.strictEqual(again.status, 200, again.text)
          const ordinary = yield* newChat(token)
          assert.strictEqual(
            (yield* sendMessage(token, ordinary, "Oggi sono stanco del lavoro.")).status,
            200,
          )

          const events = yield* Effect.promise(
            () => db.sql<{ stream_id: string; data: Record<string, unknown>; metadata: unknown }[]>`
              select stream_id, data, metadata from events where type = 'CrisisCardShown'`,
          )
          assert.strictEqual(events.length, 1)
          const [event] = events
          assert.deepStrictEqual(Object.keys(event?.data ?? {}).sort(), ["category", "day"])
          assert.strictEqual(event?.data.category, "suicide")
          assert.notInclude(JSON.stringify(event), userId)
          assert.notInclude(JSON.stringify(event), first)

          yield* Effect.promise(() => catchUp(db.sql, crisisReferrals))
          const one = (yield* getJson("/api/safety/crisis-referrals")).json as Counts
          assert.strictEqual(one.smallest_shown, 5)
          assert.deepStrictEqual(
            suicideCount(one).map((c) => c.cards),
            [null],
            "one card: withheld",
          )

          for (let i = 0; i < 4; i++) yield* crisisInNewChat(token)
          yield* Effect.promise(() => catchUp(db.sql, crisisReferrals))
          const five = (yield* getJson("/api/safety/crisis-referrals")).json as Counts
          assert.deepStrictEqual(
            suicideCount(five).map((c) => c.cards),
            [5],
          )
          assert.match(suicideCount(five)[0]?.period ?? "", /^\d{4}-\d{2}$/)
          const rows = yield* Effect.promise(() => db.sql`select * from crisis_referrals_by_day`)
          assert.deepStrictEqual(Object.keys(rows[0] ?? {}).sort(), ["cards", "category", "day"])
          assert.deepStrictEqual(yield* Effect.promise(() => verifyProjection(db.sql, crisisReferrals)), {
            name: "crisis_referrals_by_day",
            missing: 0,
            unexpected: 0,
          })
        }),
    )

    it.effect("the daily counts are for administrators only: 401 without a token, 403 for a user", () =>
      Effect.gen(function* () {
        const user = yield* Effect.promise(() => seedUser(db.sql))
        const admin = yield* Effect.promise(() => seedUser(db.sql, "Admin", { isAdmin: true }))
        assert.strictEqual((yield* getJson("/api/admin/crisis-referrals")).status, 401)
        assert.strictEqual((yield* getJson("/api/admin/crisis-referrals", user.token)).status, 403)
        const daily = yield* getJson("/api/admin/crisis-referrals", admin.token)
        assert.strictEqual(daily.status, 200)
        const body = daily.json as Counts
        assert.strictEqual(body.smallest_shown, 5)
        for (const count of body.counts) {
          assert.match(count.period, /^\d{4}-\d{2}-\d{2}$/)
          assert.isTrue(count.cards === null || count.cards >= 5)
        }
      }),
    )
  })
})
