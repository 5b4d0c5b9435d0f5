import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { sendDueReminders } from "../../commands/appointments/due-reminders.ts"
import { JobQueue } from "../../eventstore/job-queue.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import {
  advanceClock,
  deleteJson,
  makeAppTestServer,
  postJson,
  seedUser,
} from "../../test/support/app-server.ts"
import { bookAppointment, romeSlot } from "../../test/support/appointments.ts"

const db = await createTestDatabase()

/** The reminder mails enqueued for `userId`, in order. */
const reminderMails = (userId: string) =>
  Effect.promise(async () => {
    const rows = await db.sql<{ reminder: string }[]>`
      select data->>'reminder' as reminder from pgboss.job
      where name = 'mail__send' and data->>'kind' = 'appointment_reminder' and data->>'userId' = ${userId}
      order by created_on`
    return rows.map((row) => row.reminder)
  })

/** Minutes from now (real time) until `hoursBefore` hours before `slot`, plus one. */
const minutesUntil = (slot: string, hoursBefore: number) =>
  Math.ceil((Date.parse(slot) - hoursBefore * 3_600_000 - Date.now()) / 60_000) + 1

/** Runs `body` with the dev clock moved, and puts it back. */
const withClock = <A, E, R>(minutes: number, body: Effect.Effect<A, E, R>) =>
  Effect.acquireUseRelease(
    advanceClock(minutes),
    () => body,
    () => advanceClock(-minutes),
  )

const check = Effect.gen(function* () {
  return yield* sendDueReminders(yield* JobQueue)
})

describe("appointment reminders follow the app's clock", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given a booking three days ahead, when the clock reaches 24 h and then 3 h before, then each reminder is sent once",
      () =>
        Effect.gen(function* () {
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
          const slot = romeSlot(3, "10:30")
          assert.strictEqual((yield* bookAppointment(token, { scheduled_date: slot })).status, 201)

          assert.strictEqual(yield* check, 0, "nothing is due on the real clock")
          assert.deepStrictEqual(yield* reminderMails(userId), [])

          yield* withClock(
            minutesUntil(slot, 24),
            Effect.gen(function* () {
              assert.isAtLeast(yield* check, 1)
              assert.strictEqual(yield* check, 0, "a second check sends nothing again")
            }),
          )
          assert.deepStrictEqual(yield* reminderMails(userId), ["24h"])

          yield* withClock(
            minutesUntil(slot, 3),
            Effect.gen(function* () {
              assert.isAtLeast(yield* check, 1)
            }),
          )
          assert.deepStrictEqual(yield* reminderMails(userId), ["24h", "3h"])
          const sent = yield* Effect.promise(
            () => db.sql`select data->>'kind' as kind from events where type = 'ReminderSent'
                         and stream_id in (select 'appointment-' || id from appointments where user_id = ${userId})`,
          )
          assert.deepStrictEqual(
            sent.map((row) => (row as { kind: string }).kind),
            ["24h", "3h"],
          )

          // once it has begun, nothing more is due
          yield* withClock(minutesUntil(slot, 0), check.pipe(Effect.map((n) => assert.strictEqual(n, 0))))
        }),
    )

    it.effect(
      "given the server away until 2 h before, when the clock is checked, then only the 3-hour reminder goes out",
      () =>
        Effect.gen(function* () {
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
          const slot = romeSlot(4, "15:00")
          assert.strictEqual((yield* bookAppointment(token, { scheduled_date: slot })).status, 201)
          yield* withClock(minutesUntil(slot, 2), check)
          assert.deepStrictEqual(yield* reminderMails(userId), ["3h"])
        }),
    )

    it.effect(
      "given a cancelled appointment, when its reminders fall due, then none is sent and old pg-boss reminder jobs are cancelled",
      () =>
        Effect.gen(function* () {
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
          const slot = romeSlot(5, "11:00")
          const booked = yield* bookAppointment(token, { scheduled_date: slot })
          const id = (booked.json as { appointment_id: string }).appointment_id
          // a reminder job as bookings armed them before reminders followed the app's clock
          const jobs = yield* JobQueue
          yield* Effect.promise(() =>
            jobs.enqueue(
              "appointment__remind",
              { appointmentId: id, kind: "24h" },
              { startAfter: new Date(Date.parse(slot) - 24 * 3_600_000) },
            ),
          )

          const cancelled = yield* deleteJson(`/api/appointments/${id}`, token)
          assert.strictEqual(cancelled.status, 200)

          yield* withClock(minutesUntil(slot, 3), check)
          assert.deepStrictEqual(yield* reminderMails(userId), [])
          const [legacy] = yield* Effect.promise(
            () => db.sql<{ state: string }[]>`
              select state from pgboss.job where name = 'appointment__remind' and data->>'appointmentId' = ${id}`,
          )
          assert.strictEqual(legacy?.state, "cancelled")
        }),
    )

    it.effect("given the dev clock is moved, then a reminders check is asked for at once", () =>
      Effect.gen(function* () {
        const before = yield* Effect.promise(
          () => db.sql`select 1 from pgboss.job where name = 'appointment_reminders__check'`,
        )
        yield* postJson("/api/dev/clock", { advance_minutes: 1 })
        yield* postJson("/api/dev/clock", { advance_minutes: -1 })
        const after = yield* Effect.promise(
          () => db.sql`select 1 from pgboss.job where name = 'appointment_reminders__check'`,
        )
        assert.strictEqual(after.length, before.length + 2)
      }),
    )
  })
})
