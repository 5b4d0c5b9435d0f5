import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { createTestDatabase } from "../../test/support/database.ts"
import { makeAppTestServer, seedUser } from "../../test/support/app-server.ts"
import { bookAppointment, romeSlot } from "../../test/support/appointments.ts"

const db = await createTestDatabase()

describe("appointments", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given a valid slot, then it is booked with an Italian confirmation, a mail, and both reminders waiting for the app's clock",
      () =>
        Effect.gen(function* () {
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
          const slot = romeSlot(3, "10:30")
          const response = yield* bookAppointment(token, {
            scheduled_date: slot,
            notes: "Parlare del lavoro",
          })
          assert.strictEqual(response.status, 201)
          const body = response.json as { success: boolean; message: string; appointment_id: string }
          assert.isTrue(body.success)
          assert.match(
            body.message,
            /^Appuntamento fissato per .*10:30\. Ti invieremo un promemoria 24 ore e 3 ore prima\.$/,
          )
          const mails = yield* Effect.promise(
            () =>
              db.sql`select data from pgboss.job where name = 'mail__send' and data->>'userId' = ${userId}`,
          )
          assert.deepStrictEqual(
            mails.map((m) => (m as { data: { kind: string } }).data.kind),
            ["appointment_confirmation"],
          )
          // no job on pg-boss's own clock: the read model holds when each reminder falls due
          const armed = yield* Effect.promise(
            () =>
              db.sql`select 1 from pgboss.job where name = 'appointment__remind' and data->>'appointmentId' = ${body.appointment_id}`,
          )
          assert.strictEqual(armed.length, 0)
          const [row] = yield* Effect.promise(
            () => db.sql<{ remind_24h_at: Date; remind_3h_at: Date; user_id: string }[]>`
              select remind_24h_at, remind_3h_at, user_id::text from appointments where id = ${body.appointment_id}`,
          )
          assert.deepStrictEqual(
            [row?.user_id, row?.remind_24h_at.toISOString(), row?.remind_3h_at.toISOString()],
            [
              userId,
              new Date(Date.parse(slot) - 24 * 3_600_000).toISOString(),
              new Date(Date.parse(slot) - 3 * 3_600_000).toISOString(),
            ],
          )
        }),
    )

    it.effect("given reminders switched off, then no mail and no reminder is armed", () =>
      Effect.gen(function* () {
        const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
        const response = yield* bookAppointment(token, {
          scheduled_date: romeSlot(5, "09:00"),
          reminder_emails_enabled: false,
        })
        assert.strictEqual(response.status, 201)
        assert.strictEqual((response.json as { message: string }).message.includes("promemoria"), false)
        const jobs = yield* Effect.promise(
          () => db.sql`select 1 from pgboss.job where data->>'userId' = ${userId}`,
        )
        assert.strictEqual(jobs.length, 0)
      }),
    )

    it.effect(
      "given slots outside the rules, then 400 with the domain's Italian text and nothing booked",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const cases = [
            { scheduled_date: "" },
            { scheduled_date: "domani" },
            { scheduled_date: romeSlot(2, "09:15") },
            { scheduled_date: romeSlot(2, "18:30") },
            { scheduled_date: romeSlot(0, "17:00") },
            { scheduled_date: romeSlot(120, "10:00") },
            { scheduled_date: romeSlot(2, "10:00"), notes: "x".repeat(201) },
            { scheduled_date: romeSlot(2, "10:00"), timezone: "America/New_York" },
          ]
          for (const body of cases) {
            const response = yield* bookAppointment(token, body)
            assert.strictEqual(response.status, 400, JSON.stringify(body))
            // the condition the appointment rules name (AppointmentSlotInvalid → APPOINTMENT_SLOT_INVALID, …),
            // or the contract's own check of the body
            assert.match((response.json as { code: string }).code, /^(APPOINTMENT_[A-Z_]+|VALIDATION_ERROR)$/)
          }
          const empty = yield* bookAppointment(token, { scheduled_date: "" })
          assert.strictEqual(
            (empty.json as { detail: string }).detail,
            "Seleziona data e orario per l'appuntamento",
          )
          const booked = yield* Effect.promise(
            () =>
              db.sql`select 1 from events where type = 'AppointmentScheduled' and data->>'notes' like 'xxx%'`,
          )
          assert.strictEqual(booked.length, 0)
        }),
    )
  })
})
