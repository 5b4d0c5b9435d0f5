import { randomUUID } from "node:crypto"
import { Effect, Result } from "effect"
import { appointmentDecider } from "../../domain/appointment/appointment-decider.ts"
import { dueReminder } from "../../domain/appointment/appointment-reminders.ts"
import { cancelAppointmentJobs } from "../../eventstore/cancel-appointment-jobs.ts"
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
 * Books the appointment; in the same transaction the confirmation mail is enqueued, so a booking never loses
 * it. The reminders need no job of their own: `sendDueReminders` finds them when the app's clock reaches them.
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
      hooks: () =>
        input.remindersEnabled
          ? [
              async (tx: Tx) =>
                void (await jobs.enqueue(
                  "mail__send",
                  { kind: "appointment_confirmation", userId: input.userId, appointmentId },
                  { tx },
                )),
            ]
          : [],
    },
  )
  return { appointmentId, state }
})

/**
 * Sends the reminder that is due by the app's clock (the dev clock moves it too), if any: recorded before its
 * mail is enqueued, in one transaction, so each goes out once however many checks race for it.
 */
export const sendDueReminder = Effect.fn("Commands.sendDueReminder")(function* (
  jobs: JobQueueShape,
  appointmentId: string,
) {
  const at = yield* currentInstant
  const { events } = yield* appointments.decideOn(
    appointmentId,
    (state) => {
      const kind = dueReminder(state, at)
      return kind === null
        ? Result.succeed([])
        : appointmentDecider.decide({ _tag: "SendReminder", appointmentId, kind, now: at }, state)
    },
    {
      hooks: (events, state) =>
        state.status === "none"
          ? []
          : events.flatMap((event) =>
              event._tag === "ReminderSent"
                ? [
                    async (tx: Tx) =>
                      void (await jobs.enqueue(
                        "mail__send",
                        {
                          kind: "appointment_reminder",
                          userId: state.userId,
                          appointmentId,
                          reminder: event.kind,
                        },
                        { tx },
                      )),
                  ]
                : [],
            ),
    },
  )
  return events.length
})

/**
 * Cancels the user's appointment (another user's is "not found"). Reminder jobs armed on pg-boss's clock
 * before reminders followed the app's clock are cancelled with it; newer ones are never armed.
 */
export const cancelAppointment = Effect.fn("Commands.cancelAppointment")(function* (
  userId: string,
  appointmentId: string,
) {
  const at = yield* currentInstant
  const { events } = yield* appointments.decideOn(
    appointmentId,
    (state) =>
      appointmentDecider.decide({ _tag: "CancelAppointment", appointmentId, userId, now: at }, state),
    {
      hooks: (events) =>
        events.length === 0 ? [] : [async (tx: Tx) => void (await cancelAppointmentJobs(tx, appointmentId))],
    },
  )
  return { cancelled: events.length > 0 }
})
