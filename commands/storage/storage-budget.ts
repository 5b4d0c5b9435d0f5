import { Config, Effect, Exit, Schema } from "effect"
import { addCalendarDays, romeWallClockToInstant, toRomeWallClock } from "../../domain/shared/rome-time.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { Db, type Sql } from "../../eventstore/db.ts"

/*
 * What a person may store (issue 24). Every use case that keeps bytes the person sent — a message with its
 * picture reference and title, a reply, the vault, a summary, a mood, next-session notes — counts them against
 * a daily budget, per Rome calendar day; and until the address is verified, nothing but what sign-up needs
 * (and a crisis conversation) is stored.
 */

/** Past the day's budget: nothing is stored; the next day starts in `retryAfterSeconds`. */
export class StorageBudgetReached extends Schema.TaggedError<StorageBudgetReached>()("StorageBudgetReached", {
  retryAfterSeconds: Schema.Number,
}) {}

/** The account's address is not verified yet: the vault, the journey, pictures and notes wait for it. */
export class AddressUnverified extends Schema.TaggedError<AddressUnverified>()("AddressUnverified", {}) {}

/** Bytes one person may store per day: no real person comes near it (a long session is about 100 KB). */
export const DEFAULT_STORAGE_BYTES_PER_DAY = 20 * 1024 * 1024
const StorageBytesPerDay = Config.Int("COGI_STORAGE_BYTES_PER_DAY").pipe(
  Config.withDefault(DEFAULT_STORAGE_BYTES_PER_DAY),
)

/** The UTF-8 size of what will be stored (absent fields weigh nothing). */
export const storedBytes = (...texts: ReadonlyArray<string | null | undefined>): number =>
  texts.reduce((sum, text) => sum + (text ? Buffer.byteLength(text, "utf8") : 0), 0)

/**
 * Counts `bytes` on the person's day, in one statement (the row is locked while it changes, so concurrent writes
 * cannot overshoot together), unless that passes the budget and this is not a crisis: then nothing is counted.
 */
const count = async (
  sql: Sql,
  userId: string,
  day: string,
  bytes: number,
  budget: number,
  crisis: boolean,
) => {
  if (!crisis && bytes > budget) return false
  const rows = await sql`
    insert into storage_budgets as b (user_id, day, used_bytes) values (${userId}, ${day}, ${bytes})
    on conflict (user_id) do update
      set day = excluded.day,
          used_bytes = (case when b.day = excluded.day then b.used_bytes else 0 end) + excluded.used_bytes
      where ${crisis}::boolean
         or (case when b.day = excluded.day then b.used_bytes else 0 end) + excluded.used_bytes <= ${budget}::bigint
    returning 1`
  return rows.length > 0
}

/** Gives back what a write that stored nothing had counted. */
const giveBack = (sql: Sql, userId: string, day: string, bytes: number) =>
  sql`update storage_budgets set used_bytes = greatest(0, used_bytes - ${bytes}::bigint)
      where user_id = ${userId} and day = ${day}`

const secondsUntilTomorrow = (now: string) => {
  const tomorrow = romeWallClockToInstant(addCalendarDays(toRomeWallClock(now).date, 1), "00:00")
  return Math.max(1, Math.ceil((Date.parse(tomorrow) - Date.parse(now)) / 1000))
}

export interface StorageSpend<A> {
  readonly userId: string
  readonly bytes: number
  /** A crisis is never refused for storage: its bytes are counted all the same. */
  readonly crisis?: boolean
  /** The write succeeded but appended nothing new (a retried request): its bytes are given back. */
  readonly storedNothing?: (value: A) => boolean
}

/**
 * Counts the bytes of a write about to be made against the person's day (or refuses with `StorageBudgetReached`):
 * answers what gives them back, for when the write fails or stores nothing. `withinStorageBudget` is the usual
 * way; a use case counts first itself only to do it beside its other first round trips (replyToMessage).
 */
export const chargeStorage = (spend: Omit<StorageSpend<never>, "storedNothing">) =>
  Effect.gen(function* () {
    if (spend.bytes <= 0) return Effect.void
    const { sql } = yield* Db
    const budget = yield* Effect.orDie(StorageBytesPerDay)
    const now = yield* currentInstant
    const day = toRomeWallClock(now).date
    const { userId, bytes } = spend
    const counted = yield* Effect.promise(() => count(sql, userId, day, bytes, budget, spend.crisis === true))
    if (!counted) return yield* new StorageBudgetReached({ retryAfterSeconds: secondsUntilTomorrow(now) })
    return Effect.asVoid(Effect.promise(() => giveBack(sql, userId, day, bytes)))
  }).pipe(Effect.withSpan("Commands.chargeStorage"))

/** Runs `effect` (the write), giving back what `refund` names if it fails or stores nothing. */
export const refundUnless = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  refund: Effect.Effect<void>,
  storedNothing?: (value: A) => boolean,
) =>
  effect.pipe(
    Effect.onExit((exit) =>
      Exit.isFailure(exit) || storedNothing?.(exit.value) === true ? refund : Effect.void,
    ),
  )

/**
 * Runs a write within the person's daily storage budget: its bytes are counted first (or it is refused with
 * `StorageBudgetReached` and never runs), and given back if it fails or stores nothing.
 */
export const withinStorageBudget = <A, E, R>(effect: Effect.Effect<A, E, R>, spend: StorageSpend<A>) =>
  Effect.gen(function* () {
    const refund = yield* chargeStorage(spend)
    return yield* refundUnless(effect, refund, spend.storedNothing)
  }).pipe(Effect.withSpan("Commands.withinStorageBudget"))

/** Refuses with `AddressUnverified` until the person followed the verification link. */
export const requireVerifiedAddress = Effect.fn("Commands.requireVerifiedAddress")(function* (
  userId: string,
) {
  const { sql } = yield* Db
  const [row] = yield* Effect.promise(
    () => sql<{ is_verified: boolean }[]>`select is_verified from users where id = ${userId}`,
  )
  if (row?.is_verified !== true) return yield* new AddressUnverified()
})
