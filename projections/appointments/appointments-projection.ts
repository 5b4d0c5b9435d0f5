import { pendingReminders } from "../../domain/appointment/appointment-reminders.ts"
import type { AppointmentState } from "../../domain/appointment/appointment-state.ts"
import { idOfStream } from "../../domain/shared/stream-ids.ts"
import { isUuid } from "../../domain/shared/uuid.ts"
import { ident, q } from "../../eventstore/sql-text.ts"
import type { Projection, ProjectedEvent, Statement } from "../projection.ts"
import { RowPatches } from "../row-patches.ts"

const str = (value: unknown) => (typeof value === "string" ? value : "")

/** When each reminder falls due, as the domain arms them at booking (null: never sent). */
const armedReminders = (d: Record<string, unknown>) => {
  const booked: AppointmentState = {
    status: "scheduled",
    appointmentId: str(d.appointmentId),
    userId: str(d.userId),
    scheduledAt: str(d.scheduledAt),
    remindersEnabled: d.remindersEnabled === true,
    bookedAt: str(d.at),
    remindersSent: [],
  }
  const pending = pendingReminders(booked)
  const at = (kind: "24h" | "3h") => pending.find((r) => r.kind === kind)?.dueAt ?? null
  return { remind_24h_at: at("24h"), remind_3h_at: at("3h") }
}

const fold = (patches: RowPatches, deletedUsers: Set<string>, event: ProjectedEvent) => {
  if (event.type === "UserDeleted") {
    const userId = idOfStream("user", event.streamId)
    if (!isUuid(userId)) return
    deletedUsers.add(userId)
    for (const row of patches.insertedRows()) if (row.user_id === userId) patches.forget(String(row.id))
    return
  }
  const id = idOfStream("appointment", event.streamId)
  if (!isUuid(id)) return
  const d = event.data
  switch (event.type) {
    case "AppointmentScheduled":
      return patches.insert(id, {
        user_id: str(d.userId),
        scheduled_at: str(d.scheduledAt),
        reminders_enabled: d.remindersEnabled === true,
        ...armedReminders(d),
        booked_at: str(d.at),
        cancelled_at: null,
      })
    case "ReminderSent":
      // once the 3-hour reminder is out, the 24-hour one is never sent (domain/appointment/appointment-reminders)
      return patches.set(
        id,
        d.kind === "3h" ? { remind_24h_at: null, remind_3h_at: null } : { remind_24h_at: null },
      )
    case "AppointmentCancelled":
      return patches.set(id, { cancelled_at: str(d.at), remind_24h_at: null, remind_3h_at: null })
  }
}

/**
 * The appointments read model (issue 28): a user's upcoming appointments and the reminders the clock makes due.
 * The notes stay sealed in the log; this table holds only ids and times.
 */
export const appointmentsProjection: Projection = {
  name: "appointments",
  mode: "inline",
  handles: ["AppointmentScheduled", "ReminderSent", "AppointmentCancelled", "UserDeleted"],
  plan: (_db, events, table) => {
    const patches = new RowPatches("id", "uuid")
    const deletedUsers = new Set<string>()
    for (const event of events) fold(patches, deletedUsers, event)
    const statements: Array<Statement> = patches.statements(table)
    if (deletedUsers.size > 0)
      statements.push(q`delete from ${ident(table)} where user_id = any(${[...deletedUsers]}::uuid[])`)
    return statements
  },
}
