import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { addDays, fromMillis } from "../../domain/shared/instant.ts"
import { advanceClock, getJson, makeAppTestServer } from "../../test/support/app-server.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { activityByDay } from "../../projections/activity-by-day/activity-by-day-projection.ts"
import { catchUp } from "../../projections/projector.ts"
import {
  chatWithOneMessage,
  longLivedToken,
  registerAccount,
  seedAccountAt,
} from "../../test/support/admin.ts"

const db = await createTestDatabase()
const { sql } = db
const now = fromMillis(Date.now())
const adminId = await seedAccountAt(sql, now, { isAdmin: true })
// registered 8 days ago: counted, verified, but not recent
const oldUserId = await seedAccountAt(sql, addDays(now, -8))

describe("admin stats", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given an admin, a verified user of 8 days ago, a verified and an unverified user of today and two chats with one message each, when reading the stats, then the counts are exact",
      () =>
        Effect.gen(function* () {
          const token = yield* longLivedToken(adminId, true)
          const verified = yield* registerAccount(db)
          yield* registerAccount(db, { verified: false })
          yield* chatWithOneMessage(verified.token)
          yield* chatWithOneMessage(verified.token)

          const response = yield* getJson("/api/admin/stats", token)
          assert.strictEqual(response.status, 200, response.text)
          assert.deepStrictEqual(response.json, {
            total_users: 4,
            verified_users: 3,
            total_chats: 2,
            total_messages: 2,
            recent_registrations: 3,
          })
        }),
    )

    it.effect(
      "given the activity projection caught up, when reading the activity, then 30 Rome days end today, zeros included, with today's registrations and messages",
      () =>
        Effect.gen(function* () {
          const token = yield* longLivedToken(adminId, true)
          yield* Effect.promise(() => catchUp(sql, activityByDay))
          const response = yield* getJson("/api/admin/activity", token)
          assert.strictEqual(response.status, 200, response.text)
          const days = response.json as ReadonlyArray<Record<string, number | string>>
          assert.strictEqual(days.length, 30)
          const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Rome" }).format(new Date())
          assert.strictEqual(days.at(-1)?.["day"], today)
          assert.deepStrictEqual(
            days.map((d) => d["day"]),
            days.map((d) => String(d["day"])).sort(),
          )
          // the two accounts registered through the API today, and the two chats' first messages
          assert.isAtLeast(Number(days.at(-1)?.["registrations"]), 2)
          assert.isAtLeast(Number(days.at(-1)?.["messages"]), 2)
          assert.deepStrictEqual(Object.keys(days[0] ?? {}).sort(), [
            "day",
            "logins",
            "messages",
            "registrations",
            "sessions_started",
            "verifications",
          ])
          const userToken = yield* longLivedToken(oldUserId, false)
          assert.strictEqual((yield* getJson("/api/admin/activity", userToken)).status, 403)
        }),
    )

    it.effect(
      "given the app clock moves 7 days and a minute on, when reading the stats, then nobody is a recent registration any more",
      () =>
        Effect.gen(function* () {
          const token = yield* longLivedToken(adminId, true)
          yield* advanceClock(7 * 24 * 60 + 1)
          const response = yield* getJson("/api/admin/stats", token)
          assert.strictEqual(response.status, 200, response.text)
          assert.deepInclude(response.json as object, { total_users: 4, recent_registrations: 0 })
        }),
    )
  })
})
