import { Clock, Context, Effect, Layer, Schema } from "effect"
import { AddressDigest } from "../../eventstore/address-digest.ts"
import { Db, type Sql, type Tx } from "../../eventstore/db.ts"

/** What a limit holds back; the edge says it in Italian (api/rate-limit-http-errors.ts). */
export const LimitedAction = Schema.Literals([
  "attempt",
  "login",
  "sign_up",
  "password_confirmation",
  "password_reset_request",
  "discount_code",
])
export type LimitedAction = typeof LimitedAction.Type

/** Over the limit: one more `action` is allowed in `retryAfterSeconds` (the edge answers 429 with Retry-After). */
export class TooManyAttempts extends Schema.TaggedError<TooManyAttempts>()("TooManyAttempts", {
  action: LimitedAction,
  retryAfterSeconds: Schema.Number,
}) {}

export interface RateLimitDecision {
  readonly allowed: boolean
  /** Seconds until one more hit would be allowed; 0 when allowed. Goes into `Retry-After`. */
  readonly retryAfterSeconds: number
}

export interface RateLimiterShape {
  /**
   * Counts one attempt for `key` if fewer than `limit` were counted in the last `windowSeconds` (a sliding
   * window), and says whether it was. A refused attempt is not counted, so retrying does not prolong the wait.
   * Use one key per purpose and subject, `:`-separated, e.g. `login:ip:1.2.3.4`, `resend-verification:<digest>`:
   * an address only as its `AddressDigest`, a whole segment, so erasing an account's counters is exact.
   */
  readonly hit: (key: string, limit: number, windowSeconds: number) => Effect.Effect<RateLimitDecision>
  /** Whether one more hit would be allowed, without counting it. */
  readonly check: (key: string, limit: number, windowSeconds: number) => Effect.Effect<RateLimitDecision>
  /** Counts one attempt whatever the count (e.g. a failed password), to be `check`ed later. */
  readonly record: (key: string, windowSeconds: number) => Effect.Effect<void>
  /** `hit`, failing with `TooManyAttempts` (for `action`, with the wait) when over the limit. */
  readonly enforce: (
    key: string,
    limit: number,
    windowSeconds: number,
    action?: LimitedAction,
  ) => Effect.Effect<void, TooManyAttempts>
  /** Deletes the counters with no hit left in their window; returns how many (the hourly `rate_limits__purge` job). */
  readonly purgeExpired: Effect.Effect<number>
}

/** At most this many hit times are kept per key (a `record`ed flood stays bounded). */
const MAX_KEPT = 1000

const validate = (limit: number, windowSeconds: number) =>
  !Number.isInteger(windowSeconds) || windowSeconds <= 0 || !Number.isInteger(limit) || limit < 0
    ? Effect.die(new Error(`RateLimiter: bad limit ${limit} or window ${windowSeconds}`))
    : Effect.void

/** The decision for hits at `times` (ms, ascending, all inside the window) at `nowMs`. */
export const decide = (
  times: ReadonlyArray<number>,
  limit: number,
  windowMs: number,
  nowMs: number,
): RateLimitDecision => {
  if (times.length < limit) return { allowed: true, retryAfterSeconds: 0 }
  // one more is allowed once all but limit-1 of the counted hits have left the window
  const freeing = times[times.length - limit] ?? nowMs
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((freeing + windowMs - nowMs) / 1000)),
  }
}

/**
 * Sliding-window rate limiter on the `rate_limits` table (the time of every counted hit, per key): no process
 * memory, so every replica shares the counters, and no fixed window edge lets a burst through twice. Its layer
 * also provides the `AddressDigest` the keys name addresses by.
 */
export class RateLimiter extends Context.Service<RateLimiter, RateLimiterShape>()(
  "cogi/commands/RateLimiter",
) {
  static readonly layer = Layer.effect(
    RateLimiter,
    Effect.gen(function* () {
      const { sql } = yield* Db
      /** Runs `body` on the key's recent hit times, locked; it returns the times to keep, or undefined. */
      const withHits = <A>(
        key: string,
        windowSeconds: number,
        body: (times: number[], nowMs: number) => [A, number[] | undefined],
      ) =>
        Effect.gen(function* () {
          const nowMs = yield* Clock.currentTimeMillis
          const windowMs = windowSeconds * 1000
          return yield* Effect.promise(() =>
            sql.begin(async (tx) => {
              const times = await lockedTimes(tx as unknown as Sql, key, nowMs - windowMs)
              const [result, keep] = body(times, nowMs)
              if (keep !== undefined) {
                const kept = keep.slice(-MAX_KEPT).map((t) => new Date(t))
                const last = kept[kept.length - 1] ?? new Date(nowMs)
                await tx`
                  update rate_limits set hit_times = ${tx.array(kept.map((t) => t.toISOString()))}::timestamptz[], hits = ${Math.max(1, kept.length)},
                    window_started_at = ${kept[0] ?? new Date(nowMs)},
                    expires_at = ${new Date(last.getTime() + windowMs)}
                  where key = ${key}`
              }
              return result
            }),
          )
        })

      // a key names its subject (an address, an IP): spans carry only its purpose (`login`, `signup`...)
      const purposeOf = (key: string) => key.split(":")[0] ?? ""

      const hit = (key: string, limit: number, windowSeconds: number) =>
        Effect.flatMap(validate(limit, windowSeconds), () =>
          withHits(key, windowSeconds, (times, nowMs) => {
            const decision = decide(times, limit, windowSeconds * 1000, nowMs)
            return [decision, decision.allowed ? [...times, nowMs] : undefined]
          }),
        ).pipe(
          Effect.withSpan("RateLimiter.hit", {
            attributes: { purpose: purposeOf(key), limit, windowSeconds },
          }),
        )

      const check = (key: string, limit: number, windowSeconds: number) =>
        Effect.flatMap(validate(limit, windowSeconds), () =>
          withHits(key, windowSeconds, (times, nowMs) => [
            decide(times, limit, windowSeconds * 1000, nowMs),
            undefined,
          ]),
        ).pipe(
          Effect.withSpan("RateLimiter.check", {
            attributes: { purpose: purposeOf(key), limit, windowSeconds },
          }),
        )

      const record = (key: string, windowSeconds: number) =>
        Effect.flatMap(validate(0, windowSeconds), () =>
          withHits(key, windowSeconds, (times, nowMs) => [undefined, [...times, nowMs]]),
        ).pipe(
          Effect.withSpan("RateLimiter.record", { attributes: { purpose: purposeOf(key), windowSeconds } }),
        )

      const purgeExpired = Effect.gen(function* () {
        const now = new Date(yield* Clock.currentTimeMillis)
        const result = yield* Effect.promise(() => sql`delete from rate_limits where expires_at <= ${now}`)
        return result.count
      }).pipe(Effect.withSpan("RateLimiter.purgeExpired"))

      const enforce = (
        key: string,
        limit: number,
        windowSeconds: number,
        action: LimitedAction = "attempt",
      ) =>
        Effect.flatMap(hit(key, limit, windowSeconds), ({ allowed, retryAfterSeconds }) =>
          allowed ? Effect.void : Effect.fail(new TooManyAttempts({ action, retryAfterSeconds })),
        )

      return RateLimiter.of({ hit, check, record, enforce, purgeExpired })
    }),
  ).pipe(Layer.provideMerge(AddressDigest.layer))
}

/**
 * Deletes the counters that name one of `subjects` (an address digest, a user id) as a whole key segment: those
 * of the erased account and no other (a substring match would also wipe `anna@…` with `nna@…`).
 */
export const eraseCountersOf = async (tx: Tx, subjects: ReadonlyArray<string>) => {
  await tx`delete from rate_limits where string_to_array(key, ':') && ${tx.array([...subjects])}::text[]`
}

/** The key's hit times after `sinceMs`, ascending, with its row locked (created if missing) until commit. */
const lockedTimes = async (tx: Sql, key: string, sinceMs: number): Promise<number[]> => {
  await tx`
    insert into rate_limits (key, window_started_at, hits, expires_at)
    values (${key}, now(), 1, now()) on conflict (key) do nothing`
  const [row] = await tx<{ hit_times: Date[] }[]>`
    select hit_times from rate_limits where key = ${key} for update`
  return (row?.hit_times ?? [])
    .map((t) => t.getTime())
    .filter((t) => t > sinceMs)
    .sort((a, b) => a - b)
}
