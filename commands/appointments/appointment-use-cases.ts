import { randomUUID } from "node:crypto"
import { Effect, Result } from "effect"
import { appointmentDecider, pendingReminders } from "../../domain/appointment/appointment-decider.ts"
import type { ReminderKind } from "../../domain/appointment/appointment-events.ts"
import type { Tx } from "../../eventstore/db.ts"
import type { JobQueueShape } from "../../eventstore/job-queue.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { appointments } from "../aggregates.ts"

export interface NewAppointment {
  readonly userId: string
  readonly scheduledAt: string
  readonly timezone: string
  readonly notes: string
  readonly remindersEnabled: boolean
}

/**
 * Books the appointment; in the same transaction, the confirmation mail and the reminder jobs
 * (24 h and 3 h before, those still in the future) are enqueued, so a booking never loses its mails.
 */
export const scheduleAppointment = Effect.fn("Commands.scheduleAppointment")(function* (
  jobs: JobQueueShape,
  input: NewAppointment,
) {
  const appointmentId = randomUUID()
  const at = yield* currentInstant
  const { state } = yield* appointments.decideOn(
    appointmentId,
    (current) =>
      appointmentDecider.decide({ _tag: "ScheduleAppointment", appointmentId, ...input, now: at }, current),
    {
      hooks: (_events, state) =>
        input.remindersEnabled
          ? [
              async (tx: Tx) => {
                await jobs.enqueue(
                  "mail__send",
                  { kind: "appointment_confirmation", userId: input.userId, appointmentId },
                  { tx },
                )
                for (const reminder of pendingReminders(state))
                  await jobs.enqueue(
                    "appointment__remind",
                    { appointmentId, kind: reminder.kind },
                    {
                      tx,
                      startAfter: new Date(reminder.dueAt),
                      singletonKey: `${appointmentId}:${reminder.kind}`,
                    },
                  )
              },
            ]
          : [],
    },
  )
  return { appointmentId, state }
})

/** Records the reminder as sent and enqueues its mail, once; an early, late or cancelled one does nothing. */
export const sendAppointmentReminder = Effect.fn("Commands.sendAppointmentReminder")(function* (
  jobs: JobQueueShape,
  appointmentId: string,
  kind: ReminderKind,
) {
  const at = yield* currentInstant
  yield* appointments.decideOn(
    appointmentId,
    (state) =>
      state.status !== "scheduled"
        ? Result.succeed([])
        : appointmentDecider.decide({ _tag: "SendReminder", appointmentId, kind, now: at }, state),
    {
      hooks: (events, state) =>
        events.length === 0 || state.status !== "scheduled"
          ? []
          : [
              async (tx: Tx) =>
                void (await jobs.enqueue(
                  "mail__send",
                  { kind: "appointment_reminder", userId: state.userId, appointmentId, reminder: kind },
                  { tx },
                )),
            ],
    },
  )
})
