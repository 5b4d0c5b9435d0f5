import { Clock, Config, Context, Effect, Layer, Ref, Schema } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"

const MS_PER_MINUTE = 60_000
const AdvanceBody = Schema.Struct({ advance_minutes: Schema.Finite })

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
    const total = yield* Ref.updateAndGet(offset, (o) => o + body.advance_minutes * MS_PER_MINUTE)
    return HttpServerResponse.jsonUnsafe({ offset_minutes: total / MS_PER_MINUTE })
  }).pipe(
    Effect.catchTag("SchemaError", () =>
      Effect.succeed(
        HttpServerResponse.jsonUnsafe(
          { detail: "advance_minutes deve essere un numero", code: "VALIDATION_ERROR" },
          { status: 400 },
        ),
      ),
    ),
  ),
)
