import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { longLivedToken } from "../../test/support/admin.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import {
  advanceClock,
  deleteJson,
  getJson,
  makeAppTestServer,
  seedUser,
} from "../../test/support/app-server.ts"
import { bookAppointment, romeSlot } from "../../test/support/appointments.ts"

const db = await createTestDatabase()

type Listed = {
  appointments: ReadonlyArray<{
    id: string
    scheduled_date: string
    notes: string
    reminder_emails_enabled: boolean
    timezone: string
  }>
}

const list = (token: string) =>
  Effect.map(getJson("/api/appointments", token), (response) => {
    assert.strictEqual(response.status, 200, JSON.stringify(response.json))
    return (response.json as Listed).appointments
  })

const book = (token: string, body: Record<string, unknown>) =>
  Effect.map(bookAppointment(token, body), (response) => {
    assert.strictEqual(response.status, 201, JSON.stringify(response.json))
    return (response.json as { appointment_id: string }).appointment_id
  })

describe("upcoming appointments", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given two bookings, then they are listed soonest first with their notes, and no one else's",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const other = yield* Effect.promise(() => seedUser(db.sql, "Marco"))
          const later = romeSlot(10, "16:00")
          const sooner = romeSlot(2, "09:30")
          const laterId = yield* book(token, { scheduled_date: later, reminder_emails_enabled: false })
          const soonerId = yield* book(token, { scheduled_date: sooner, notes: "Parlare del lavoro" })
          yield* book(other.token, { scheduled_date: sooner })

          assert.deepStrictEqual(yield* list(token), [
            {
              id: soonerId,
              scheduled_date: sooner,
              timezone: "Europe/Rome",
              notes: "Parlare del lavoro",
              reminder_emails_enabled: true,
            },
            {
              id: laterId,
              scheduled_date: later,
              timezone: "Europe/Rome",
              notes: "",
              reminder_emails_enabled: false,
            },
          ])
          // the notes are sealed in the log, and the read model holds none
          const clear = yield* Effect.promise(
            () => db.sql`select 1 from events where data::text like '%Parlare del lavoro%'`,
          )
          assert.strictEqual(clear.length, 0)
        }),
    )

    it.effect(
      "given a cancellation, then it leaves the list, an event records it, and cancelling again is harmless",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const id = yield* book(token, { scheduled_date: romeSlot(3, "12:00") })
          const cancelled = yield* deleteJson(`/api/appointments/${id}`, token)
          assert.strictEqual(cancelled.status, 200)
          assert.deepStrictEqual(cancelled.json, {
            success: true,
            message: "Appuntamento annullato: non riceverai promemoria.",
          })
          assert.deepStrictEqual(yield* list(token), [])
          const events = yield* Effect.promise(
            () =>
              db.sql`select type from events where stream_id = ${`appointment-${id}`} order by stream_version`,
          )
          assert.deepStrictEqual(
            events.map((e) => (e as { type: string }).type),
            ["AppointmentScheduled", "AppointmentCancelled"],
          )
          assert.strictEqual((yield* deleteJson(`/api/appointments/${id}`, token)).status, 200)
        }),
    )

    it.effect("given another user's, an unknown or a malformed id, then 404 with an Italian text", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const other = yield* Effect.promise(() => seedUser(db.sql, "Marco"))
        const theirs = yield* book(other.token, { scheduled_date: romeSlot(3, "12:00") })
        for (const id of [theirs, "00000000-0000-4000-8000-000000000000", "domani"]) {
          const response = yield* deleteJson(`/api/appointments/${id}`, token)
          assert.strictEqual(response.status, 404, id)
          assert.deepStrictEqual(response.json, {
            code: "APPOINTMENT_NOT_FOUND",
            detail: "Appuntamento non trovato.",
          })
        }
        assert.strictEqual((yield* list(other.token)).length, 1)
      }),
    )

    it.effect(
      "given the clock past an appointment, then it is no longer listed and cannot be cancelled",
      () =>
        Effect.gen(function* () {
          const { userId } = yield* Effect.promise(() => seedUser(db.sql))
          // a token that outlives the move (the seeded one lasts an hour)
          const token = yield* longLivedToken(userId, false)
          const slot = romeSlot(2, "10:00")
          const id = yield* book(token, { scheduled_date: slot })
          const minutes = Math.ceil((Date.parse(slot) - Date.now()) / 60_000) + 1
          yield* Effect.acquireUseRelease(
            advanceClock(minutes),
            () =>
              Effect.gen(function* () {
                assert.deepStrictEqual(yield* list(token), [])
                const response = yield* deleteJson(`/api/appointments/${id}`, token)
                assert.strictEqual(response.status, 409)
                assert.strictEqual((response.json as { code: string }).code, "APPOINTMENT_ALREADY_PASSED")
              }),
            () => advanceClock(-minutes),
          )
        }),
    )

    it.effect("given no token, then 401", () =>
      Effect.gen(function* () {
        assert.strictEqual((yield* getJson("/api/appointments")).status, 401)
      }),
    )
  })
})
