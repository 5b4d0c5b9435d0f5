import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { addDays, fromMillis } from "../../domain/shared/instant.ts"
import { advanceClock, getJson, makeAppTestServer } from "../../test/support/app-server.ts"
import { createTestDatabase } from "../../test/support/database.ts"
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
await seedAccountAt(sql, addDays(now, -8))

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
