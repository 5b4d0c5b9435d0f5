import { Clock, Context, Effect, Layer, Schema } from "effect"
import { AddressDigest } from "../../eventstore/address-digest.ts"
import { Db, type Tx } from "../../eventstore/db.ts"

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
  /**
   * Several `hit`s in order, in one round trip, stopping at the first refused: the decisions of the keys tried (a
   * refused one is the last; the keys after it were neither tried nor counted).
   */
  readonly hitInOrder: (
    hits: ReadonlyArray<{ readonly key: string; readonly limit: number; readonly windowSeconds: number }>,
  ) => Effect.Effect<ReadonlyArray<RateLimitDecision>>
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
      /**
       * Counts hits in order, in one round trip (`rate_limit_hits`, migrations/0031: each key's row locked while it
       * changes): each key's hit times in its window before now, ascending, with now counted when fewer than its
       * `countBelow` were (null: always); the first key not counted ends it (later keys are not tried).
       */
      const countHits = (
        hits: ReadonlyArray<{
          readonly key: string
          readonly windowSeconds: number
          readonly countBelow: number | null
        }>,
      ) =>
        Effect.gen(function* () {
          const nowMs = yield* Clock.currentTimeMillis
          const rows = yield* Effect.promise(
            () => sql<{ times: Date[] }[]>`
              select times from rate_limit_hits(${sql.json(
                hits.map((h) => ({ key: h.key, window_seconds: h.windowSeconds, count_below: h.countBelow })),
              )}, ${new Date(nowMs)}, ${MAX_KEPT})
              order by n`,
          )
          return { tried: rows.map((row) => row.times.map((t) => t.getTime())), nowMs }
        })

      /** One hit: its times before now, `now` counted when fewer than `countBelow` were (null: always). */
      const hitTimes = (key: string, windowSeconds: number, countBelow: number | null) =>
        Effect.map(countHits([{ key, windowSeconds, countBelow }]), ({ tried, nowMs }) => ({
          times: tried[0] ?? [],
          nowMs,
        }))

      // a key names its subject (an address, an IP): spans carry only its purpose (`login`, `signup`...)
      const purposeOf = (key: string) => key.split(":")[0] ?? ""

      const hit = (key: string, limit: number, windowSeconds: number) =>
        Effect.flatMap(validate(limit, windowSeconds), () =>
          Effect.map(hitTimes(key, windowSeconds, limit), ({ times, nowMs }) =>
            decide(times, limit, windowSeconds * 1000, nowMs),
          ),
        ).pipe(
          Effect.withSpan("RateLimiter.hit", {
            attributes: { purpose: purposeOf(key), limit, windowSeconds },
          }),
        )

      const hitInOrder: RateLimiterShape["hitInOrder"] = (hits) =>
        Effect.flatMap(
          Effect.forEach(hits, ({ limit, windowSeconds }) => validate(limit, windowSeconds), {
            discard: true,
          }),
          () =>
            Effect.map(
              countHits(
                hits.map(({ key, limit, windowSeconds }) => ({ key, windowSeconds, countBelow: limit })),
              ),
              ({ tried, nowMs }) =>
                tried.map((times, i) => decide(times, hits[i]!.limit, hits[i]!.windowSeconds * 1000, nowMs)),
            ),
        ).pipe(
          Effect.withSpan("RateLimiter.hitInOrder", {
            attributes: { purposes: hits.map(({ key }) => purposeOf(key)).join(",") },
          }),
        )

      const check = (key: string, limit: number, windowSeconds: number) =>
        Effect.flatMap(validate(limit, windowSeconds), () =>
          Effect.map(hitTimes(key, windowSeconds, 0), ({ times, nowMs }) =>
            decide(times, limit, windowSeconds * 1000, nowMs),
          ),
        ).pipe(
          Effect.withSpan("RateLimiter.check", {
            attributes: { purpose: purposeOf(key), limit, windowSeconds },
          }),
        )

      const record = (key: string, windowSeconds: number) =>
        Effect.flatMap(validate(0, windowSeconds), () =>
          Effect.asVoid(hitTimes(key, windowSeconds, null)),
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

      return RateLimiter.of({ hit, hitInOrder, check, record, enforce, purgeExpired })
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
