import { randomUUID } from "node:crypto"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { appendToStreams } from "../../eventstore/event-store.ts"
import type { NewEvent } from "../../eventstore/events.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { inlineProjectionsHook } from "../inline-projections.ts"
import { verifyProjection } from "../rebuild.ts"
import { projections } from "../registry.ts"
import { appointmentsProjection } from "./appointments-projection.ts"

const { sql } = await createTestDatabase()
const hook = inlineProjectionsHook(projections)

const scheduled = (appointmentId: string, userId: string, scheduledAt: string, at: string): NewEvent => ({
  type: "AppointmentScheduled",
  data: {
    appointmentId,
    userId,
    scheduledAt,
    timezone: "Europe/Rome",
    notes: "",
    remindersEnabled: true,
    at,
  },
})

const append = (
  streamId: string,
  events: ReadonlyArray<NewEvent>,
  expected: "no_stream" | number = "no_stream",
) => appendToStreams(sql, [{ streamId, expected, events }], [hook])

type Row = {
  id: string
  user_id: string
  scheduled_at: Date
  reminders_enabled: boolean
  remind_24h_at: Date | null
  remind_3h_at: Date | null
  booked_at: Date
  cancelled_at: Date | null
}
const rows = () => sql<Row[]>`select id::text, user_id::text, scheduled_at, reminders_enabled, remind_24h_at,
  remind_3h_at, booked_at, cancelled_at from appointments order by id`
const iso = (row: Row | undefined) =>
  row && [row.remind_24h_at?.toISOString() ?? null, row.remind_3h_at?.toISOString() ?? null, row.cancelled_at]

describe("appointments (inline)", () => {
  const userId = randomUUID()
  const gone = randomUUID()
  const ahead = randomUUID()
  const remindedOnce = randomUUID()
  const lateBooking = randomUUID()
  const cancelled = randomUUID()
  const ofDeleted = randomUUID()

  it("given bookings, a reminder sent, a late booking, a cancellation and a deleted user, then each row says which reminders are still to come", async () => {
    await append(`appointment-${ahead}`, [
      scheduled(ahead, userId, "2026-11-25T09:00:00.000Z", "2026-11-21T08:00:00.000Z"),
    ])
    await append(`appointment-${remindedOnce}`, [
      scheduled(remindedOnce, userId, "2026-11-26T09:00:00.000Z", "2026-11-21T08:00:00.000Z"),
      {
        type: "ReminderSent",
        data: { appointmentId: remindedOnce, kind: "24h", at: "2026-11-25T09:00:00.000Z" },
      },
    ])
    // booked 20 hours ahead: the 24-hour reminder was due before the booking, and is never armed
    await append(`appointment-${lateBooking}`, [
      scheduled(lateBooking, userId, "2026-11-22T09:00:00.000Z", "2026-11-21T13:00:00.000Z"),
    ])
    await append(`appointment-${cancelled}`, [
      scheduled(cancelled, userId, "2026-11-27T09:00:00.000Z", "2026-11-21T08:00:00.000Z"),
    ])
    await append(
      `appointment-${cancelled}`,
      [{ type: "AppointmentCancelled", data: { appointmentId: cancelled, at: "2026-11-21T09:00:00.000Z" } }],
      1,
    )
    await append(`appointment-${ofDeleted}`, [
      scheduled(ofDeleted, gone, "2026-11-27T09:00:00.000Z", "2026-11-21T08:00:00.000Z"),
    ])
    await append(`user-${gone}`, [
      { type: "UserDeleted", data: { userId: gone, at: "2026-11-21T10:00:00.000Z" } },
    ])

    const byId = new Map((await rows()).map((row) => [row.id, row]))
    expect(byId.has(ofDeleted)).toBe(false)
    expect(iso(byId.get(ahead))).toEqual(["2026-11-24T09:00:00.000Z", "2026-11-25T06:00:00.000Z", null])
    expect(iso(byId.get(remindedOnce))).toEqual([null, "2026-11-26T06:00:00.000Z", null])
    expect(iso(byId.get(lateBooking))).toEqual([null, "2026-11-22T06:00:00.000Z", null])
    expect(iso(byId.get(cancelled))).toEqual([null, null, new Date("2026-11-21T09:00:00.000Z")])

    expect(await verifyProjection(sql, appointmentsProjection)).toMatchObject({ missing: 0, unexpected: 0 })
  })

  it("given the same log, then the backfill of migration 0028 fills the same rows as the projection", async () => {
    const migration = await readFile(
      join(import.meta.dirname, "..", "..", "migrations", "0028_create_appointments.sql"),
      "utf8",
    )
    const backfill = migration.slice(migration.indexOf("-- the same fold"))
    const live = await rows()
    const filled = await sql
      .begin(async (tx) => {
        await tx`delete from appointments`
        await tx.unsafe(backfill)
        const again = await tx<Row[]>`select id::text, user_id::text, scheduled_at, reminders_enabled,
          remind_24h_at, remind_3h_at, booked_at, cancelled_at from appointments order by id`
        throw Object.assign(new Error("rollback"), { again })
      })
      .catch((e: { again?: ReadonlyArray<Row> }) => e.again)
    expect(live.length).toBeGreaterThanOrEqual(4)
    expect(filled).toEqual(live)
  })
})
