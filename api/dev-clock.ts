import { Clock, Config, Context, Effect, Layer, Ref, Schema } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"

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

export const devClockInProduction =
  "COGI_DEV_CLOCK is set while NODE_ENV=production: it would let anyone move the server clock. Unset it."

/**
 * A clock that can be moved forward, for end-to-end tests that must see a 30-minute session end
 * (COGI_DEV_CLOCK=1 only; never in production). The app reads time through Effect's Clock, so shifting
 * it moves the session clock, the expiry rules and token lifetimes alike.
 */
export class DevClock extends Context.Service<DevClock, { readonly offset: Ref.Ref<number> | null }>()(
  "cogi/api/DevClock",
) {
  static readonly layer = Layer.effect(
    DevClock,
    Effect.gen(function* () {
      const enabled = yield* Config.Boolean("COGI_DEV_CLOCK").pipe(Config.withDefault(false))
      const env = yield* Config.String("NODE_ENV").pipe(Config.withDefault("development"))
      if (enabled && env === "production") return yield* Effect.die(new Error(devClockInProduction))
      return DevClock.of({ offset: enabled ? yield* Ref.make(0) : null })
    }),
  )
}

const shifted = (base: Clock.Clock, offset: Ref.Ref<number>): Clock.Clock => {
  const ms = () => base.currentTimeMillisUnsafe() + Ref.getUnsafe(offset)
  // the base clock's own methods (sleep, monotonic time) stay as they are: only the wall clock moves
  return Object.assign(Object.create(base) as Clock.Clock, {
    currentTimeMillisUnsafe: ms,
    currentTimeMillis: Effect.sync(ms),
    currentTimeNanosUnsafe: () => BigInt(ms()) * 1_000_000n,
    currentTimeNanos: Effect.sync(() => BigInt(ms()) * 1_000_000n),
  })
}

/** Provide to the whole app: the shifted Clock when the dev clock is on, else the real one untouched. */
export const DevClockTime = Layer.unwrap(
  Effect.gen(function* () {
    const { offset } = yield* DevClock
    if (offset === null) return Layer.empty
    const base = yield* Clock.clockWith(Effect.succeed)
    return Layer.succeed(Clock.Clock)(shifted(base, offset))
  }),
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
