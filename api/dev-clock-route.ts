import { Effect, Ref, Schema } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { DevClock } from "../eventstore/dev-clock.ts"
import { JobQueue } from "../eventstore/job-queue.ts"

const MS_PER_MINUTE = 60_000
/** One step moves at most a year, and the clock never ends up more than five years away from real time. */
export const MAX_ADVANCE_MINUTES = 365 * 24 * 60
const MAX_OFFSET_MINUTES = 5 * MAX_ADVANCE_MINUTES
const AdvanceBody = Schema.Struct({
  advance_minutes: Schema.Finite.check(
    Schema.isBetween({ minimum: -MAX_ADVANCE_MINUTES, maximum: MAX_ADVANCE_MINUTES }),
  ),
})
const outOfRange = () =>
  HttpServerResponse.jsonUnsafe(
    {
      detail: `advance_minutes deve essere un numero tra -${MAX_ADVANCE_MINUTES} e ${MAX_ADVANCE_MINUTES}, e l'orologio non può spostarsi di più di 5 anni`,
      code: "VALIDATION_ERROR",
    },
    { status: 400 },
  )

/**
 * `POST /api/dev/clock {advance_minutes}` moves the clock forward (404 like any unknown route when off), and asks
 * the workers to send the appointment reminders the move made due.
 */
export const DevClockRoute = HttpRouter.add(
  "POST",
  "/api/dev/clock",
  Effect.gen(function* () {
    const { offset } = yield* DevClock
    if (offset === null)
      return HttpServerResponse.jsonUnsafe(
        { detail: "Risorsa non trovata", code: "NOT_FOUND" },
        { status: 404 },
      )
    const body = yield* HttpServerRequest.schemaBodyJson(AdvanceBody)
    const step = body.advance_minutes * MS_PER_MINUTE
    const moved = yield* Ref.modify(offset, (o) =>
      Math.abs(o + step) > MAX_OFFSET_MINUTES * MS_PER_MINUTE ? [undefined, o] : [o + step, o + step],
    )
    if (moved === undefined) return outOfRange()
    // what the move made due is checked now, not at the next minute's cron (reminders follow this clock)
    if (step !== 0) {
      const jobs = yield* JobQueue
      yield* Effect.promise(() => jobs.enqueue("appointment_reminders__check", {}))
    }
    return HttpServerResponse.jsonUnsafe({ offset_minutes: moved / MS_PER_MINUTE })
  }).pipe(Effect.catchTag("SchemaError", () => Effect.succeed(outOfRange()))),
)
