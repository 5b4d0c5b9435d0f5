import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { createTestDatabase } from "../../test/support/database.ts"
import {
  deleteJson,
  makeAppTestServer,
  postJson,
  signUpAndIn,
  seedUser,
} from "../../test/support/app-server.ts"
import { call } from "../../test/support/http.ts"
import { HttpClientRequest } from "effect/http"
import { logicalDump } from "../../test/support/logical-dump.ts"

/*
 * After an administrator deletes a user, a dump of the whole database (events, read models, pg-boss jobs,
 * outbox, counters) holds nothing of theirs in clear: name, address, emergency contact, assistant name,
 * appointment notes, password hash. And the jobs still waiting for them are cancelled.
 */

const db = await createTestDatabase()

const tomorrowAt10Rome = () => {
  const day = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Rome" })
  // 10:00 in Rome is 08:00 or 09:00 UTC; either is a valid half-hour slot between 09:00 and 18:00 Rome time
  return new Date(`${day}T08:30:00Z`).toISOString()
}

describe("deleting a user", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect("leaves nothing of theirs in clear in a dump, and cancels their waiting jobs", () =>
      Effect.gen(function* () {
        const admin = yield* Effect.promise(() => seedUser(db.sql, "Amministratrice", { isAdmin: true }))
        const personal = {
          name: "Ottavia Quintavalle",
          email: "ottavia.quintavalle@example.it",
          emergencyName: "Zenobia Quintavalle",
          emergencyPhone: "+39 347 555 0199",
          aiName: "Girasole Segreto",
          notes: "Parlare del trasloco a Bolzano",
        }
        const registered = yield* signUpAndIn({
          name: personal.name,
          email: personal.email,
          password: "segretissima1",
          ai_name: "Cogi",
          encryption_salt: "AAAAAAAAAAAAAAAAAAAAAA==",
          consent_health_data: true,
          adult: true,
          emergency_contact_name: personal.emergencyName,
          emergency_contact_phone: personal.emergencyPhone,
          emergency_contact_relation: "familiare",
        })
        assert.strictEqual(registered.status, 200, registered.text)
        const { access_token: token, user } = registered.json as {
          access_token: string
          user: { id: string }
        }
        const renamed = yield* call(
          HttpClientRequest.put("/api/user/preferences").pipe(
            HttpClientRequest.bodyText(JSON.stringify({ ai_name: personal.aiName }), "application/json"),
            HttpClientRequest.bearerToken(token),
          ),
        )
        assert.strictEqual(renamed.status, 200, renamed.text)
        const booked = yield* postJson(
          "/api/appointments",
          {
            scheduled_date: tomorrowAt10Rome(),
            timezone: "Europe/Rome",
            notes: personal.notes,
            reminder_emails_enabled: true,
          },
          token,
        )
        assert.strictEqual(booked.status, 201, booked.text)
        const waiting = () =>
          db.sql<{ count: number }[]>`
            select count(*)::int as count from pgboss.job
            where state < 'completed' and (data->>'userId' = ${user.id}
              or data->>'appointmentId' = ${(booked.json as { appointment_id: string }).appointment_id})`
        assert.isAbove((yield* Effect.promise(waiting))[0]?.count ?? 0, 0)

        // even before deletion, the event log holds no personal field in clear
        const before = yield* Effect.promise(
          () =>
            db.sql<
              { data: string }[]
            >`select data::text from events where stream_id like ${`%${user.id}%`} or data->>'userId' = ${user.id}`,
        )
        const log = before.map((r) => r.data).join("\n")
        for (const value of [...Object.values(personal), "$argon2"]) assert.notInclude(log, value)

        const deleted = yield* deleteJson(`/api/admin/users/${user.id}`, admin.token)
        assert.strictEqual(deleted.status, 200, deleted.text)

        const dump = yield* Effect.promise(() => logicalDump(db.sql))
        for (const value of [...Object.values(personal), "$argon2", "ottavia"])
          assert.notInclude(dump.toLowerCase(), value.toLowerCase(), `"${value}" is still in the dump`)
        assert.strictEqual((yield* Effect.promise(waiting))[0]?.count, 0)
      }),
    )
  })
})
