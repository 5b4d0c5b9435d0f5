import { Clock, Context, Effect, Layer } from "effect"
import { Db } from "../../eventstore/db.ts"
import { RateLimitedError } from "../contract/errors.ts"

export interface RateLimitDecision {
  readonly allowed: boolean
  /** Seconds until the current window ends; 0 when allowed. Goes into `Retry-After`. */
  readonly retryAfterSeconds: number
}

export interface RateLimiterShape {
  /**
   * Counts one attempt for `key` in the current fixed window of `windowSeconds` and says whether it is within
   * `limit`. Use one key per purpose and subject, e.g. `login:ip:1.2.3.4`, `resend-verification:user:<id>`.
   */
  readonly hit: (key: string, limit: number, windowSeconds: number) => Effect.Effect<RateLimitDecision>
  /** `hit`, failing with 429 `RateLimitedError` (Italian `detail`, `Retry-After`) when over the limit. */
  readonly enforce: (
    key: string,
    limit: number,
    windowSeconds: number,
    detail?: string,
  ) => Effect.Effect<void, RateLimitedError>
  /** Deletes the counters of windows that have ended; returns how many. Run it from a periodic job. */
  readonly purgeExpired: Effect.Effect<number>
}

export const tooManyAttempts = "Troppi tentativi. Riprova tra qualche minuto."

/**
 * Fixed-window rate limiter on the `rate_limits` table: no process memory, so every replica shares the counters.
 * Windows are aligned to multiples of `windowSeconds` since the epoch, on this process's clock.
 */
export class RateLimiter extends Context.Service<RateLimiter, RateLimiterShape>()("cogi/api/RateLimiter") {
  static readonly layer = Layer.effect(
    RateLimiter,
    Effect.gen(function* () {
      const { sql } = yield* Db
      const hit = (key: string, limit: number, windowSeconds: number) =>
        Effect.gen(function* () {
          if (
            !Number.isInteger(windowSeconds) ||
            windowSeconds <= 0 ||
            !Number.isInteger(limit) ||
            limit < 0
          ) {
            return yield* Effect.die(
              new Error(`RateLimiter.hit: bad limit ${limit} or window ${windowSeconds}`),
            )
          }
          const nowMs = yield* Clock.currentTimeMillis
          const windowMs = windowSeconds * 1000
          const start = new Date(Math.floor(nowMs / windowMs) * windowMs)
          const end = new Date(start.getTime() + windowMs)
          const rows = yield* Effect.promise(
            () => sql<{ hits: number }[]>`
              insert into rate_limits (key, window_started_at, hits, expires_at)
              values (${key}, ${start}, 1, ${end})
              on conflict (key) do update set
                hits = case when rate_limits.window_started_at = excluded.window_started_at
                            then least(rate_limits.hits + 1, ${limit + 1}) else 1 end,
                window_started_at = excluded.window_started_at,
                expires_at = excluded.expires_at
              returning hits`,
          )
          const hits = rows[0]?.hits ?? 1
          return hits <= limit
            ? { allowed: true, retryAfterSeconds: 0 }
            : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((end.getTime() - nowMs) / 1000)) }
        }).pipe(Effect.withSpan("RateLimiter.hit", { attributes: { key, limit, windowSeconds } }))

      const purgeExpired = Effect.gen(function* () {
        const now = new Date(yield* Clock.currentTimeMillis)
        const result = yield* Effect.promise(() => sql`delete from rate_limits where expires_at <= ${now}`)
        return result.count
      }).pipe(Effect.withSpan("RateLimiter.purgeExpired"))

      const enforce = (key: string, limit: number, windowSeconds: number, detail = tooManyAttempts) =>
        Effect.flatMap(hit(key, limit, windowSeconds), ({ allowed, retryAfterSeconds }) =>
          allowed ? Effect.void : Effect.fail(new RateLimitedError({ detail, retryAfterSeconds })),
        )

      return RateLimiter.of({ hit, enforce, purgeExpired })
    }),
  )
}
