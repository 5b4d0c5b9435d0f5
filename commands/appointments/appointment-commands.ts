import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import { appointmentDecider, pendingReminders } from "../../domain/appointment/appointment-decider.ts"
import { AppointmentEvent } from "../../domain/appointment/appointment-events.ts"
import type { ReminderKind } from "../../domain/appointment/appointment-events.ts"
import type { AppointmentState } from "../../domain/appointment/appointment-state.ts"
import { foldEvents } from "../../domain/shared/decider.ts"
import { expectedOf, handleCommand, type Loaded } from "../../eventstore/command-handler.ts"
import { decodeEvents, toNewEvent } from "../../eventstore/event-codec.ts"
import type { Tx } from "../../eventstore/db.ts"
import type { JobQueueShape } from "../../eventstore/job-queue.ts"
import { appointmentStream } from "../../domain/shared/stream-ids.ts"
import { now } from "../../eventstore/clock.ts"

const decode = decodeEvents(AppointmentEvent)
export const appointmentStateOf = (loaded: Loaded, id: string): AppointmentState =>
  foldEvents(appointmentDecider, decode(loaded.get(appointmentStream(id))?.events ?? []))

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
export const scheduleAppointment = (jobs: JobQueueShape, input: NewAppointment) =>
  Effect.gen(function* () {
    const appointmentId = randomUUID()
    const at = yield* now
    const { value } = yield* handleCommand([appointmentStream(appointmentId)], (loaded) =>
      Effect.map(
        Effect.fromResult(
          appointmentDecider.decide(
            { _tag: "ScheduleAppointment", appointmentId, ...input, now: at },
            appointmentStateOf(loaded, appointmentId),
          ),
        ),
        (events) => {
          const state = events.reduce(appointmentDecider.evolve, appointmentStateOf(loaded, appointmentId))
          return {
            appends: [
              {
                streamId: appointmentStream(appointmentId),
                expected: expectedOf(loaded.get(appointmentStream(appointmentId))),
                events: events.map((e) => toNewEvent(e)),
              },
            ],
            value: { appointmentId, state },
            hooks: input.remindersEnabled
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
          }
        },
      ),
    )
    return value
  })

/** Records the reminder as sent and enqueues its mail, once; an early, late or cancelled one does nothing. */
export const sendAppointmentReminder = (jobs: JobQueueShape, appointmentId: string, kind: ReminderKind) =>
  Effect.gen(function* () {
    const at = yield* now
    yield* handleCommand([appointmentStream(appointmentId)], (loaded) => {
      const state = appointmentStateOf(loaded, appointmentId)
      if (state.status !== "scheduled") return Effect.succeed({ appends: [], value: undefined })
      return Effect.map(
        Effect.fromResult(
          appointmentDecider.decide({ _tag: "SendReminder", appointmentId, kind, now: at }, state),
        ),
        (events) => ({
          appends: [
            {
              streamId: appointmentStream(appointmentId),
              expected: expectedOf(loaded.get(appointmentStream(appointmentId))),
              events: events.map((e) => toNewEvent(e)),
            },
          ],
          value: undefined,
          hooks:
            events.length === 0
              ? []
              : [
                  async (tx: Tx) =>
                    void (await jobs.enqueue(
                      "mail__send",
                      { kind: "appointment_reminder", userId: state.userId, appointmentId, reminder: kind },
                      { tx },
                    )),
                ],
        }),
      )
    })
  })
