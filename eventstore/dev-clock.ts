import { Clock, Config, Context, Effect, Layer, Ref } from "effect"

export const devClockInProduction =
  "COGI_DEV_CLOCK is set while NODE_ENV=production: it would let anyone move the server clock. Unset it."

/**
 * A clock that can be moved forward, for end-to-end tests that must see a 30-minute session end
 * (COGI_DEV_CLOCK=1 only; never in production). The app reads time through Effect's Clock, so shifting
 * it moves the session clock, the expiry rules and token lifetimes alike.
 */
export class DevClock extends Context.Service<DevClock, { readonly offset: Ref.Ref<number> | null }>()(
  "cogi/eventstore/DevClock",
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
