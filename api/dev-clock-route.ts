import { Effect, Ref, Schema } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { DevClock } from "../eventstore/dev-clock.ts"

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

/** `POST /api/dev/clock {advance_minutes}` moves the clock forward (404 like any unknown route when off). */
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
    return HttpServerResponse.jsonUnsafe({ offset_minutes: moved / MS_PER_MINUTE })
  }).pipe(Effect.catchTag("SchemaError", () => Effect.succeed(outOfRange()))),
)
