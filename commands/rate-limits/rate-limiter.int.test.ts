import { assert, describe, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { Db } from "../../eventstore/db.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { RateLimiter } from "./rate-limiter.ts"

const db = await createTestDatabase()

// TestClock (no excludeTestServices): windows are crossed by moving time, not by sleeping.
const TestLayer = RateLimiter.layer.pipe(Layer.provideMerge(Db.layer(db.url)))

describe("RateLimiter", () => {
  layer(TestLayer)((it) => {
    it.effect("given a limit of 3 per minute then the 4th hit is refused until the 1st is a minute old", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        yield* TestClock.setTime(Date.UTC(2026, 0, 1, 10, 0, 15))
        const decisions = yield* Effect.forEach([1, 2, 3, 4, 5], () => limiter.hit("login:ip:a", 3, 60))
        assert.deepStrictEqual(
          decisions.map((d) => d.allowed),
          [true, true, true, false, false],
        )
        assert.strictEqual(decisions[3]?.retryAfterSeconds, 60)
        assert.strictEqual(decisions[0]?.retryAfterSeconds, 0)
        // a fixed window would have reopened at 10:01:00
        yield* TestClock.setTime(Date.UTC(2026, 0, 1, 10, 1, 0))
        const early = yield* limiter.hit("login:ip:a", 3, 60)
        assert.deepStrictEqual(early, { allowed: false, retryAfterSeconds: 15 })
        yield* TestClock.setTime(Date.UTC(2026, 0, 1, 10, 1, 15, 1))
        assert.isTrue((yield* limiter.hit("login:ip:a", 3, 60)).allowed)
      }),
    )

    it.effect("a burst just before and just after a minute boundary is still one window", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        yield* TestClock.setTime(Date.UTC(2026, 0, 1, 13, 0, 59, 800))
        const before = yield* Effect.forEach([1, 2, 3], () => limiter.hit("burst", 3, 60))
        yield* TestClock.setTime(Date.UTC(2026, 0, 1, 13, 1, 0, 100))
        const after = yield* Effect.forEach([1, 2, 3], () => limiter.hit("burst", 3, 60))
        assert.deepStrictEqual(
          [...before, ...after].map((d) => d.allowed),
          [true, true, true, false, false, false],
        )
      }),
    )

    it.effect("refused attempts are not counted: retrying each minute waits exactly the cooldown", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const start = Date.UTC(2026, 0, 1, 14, 4, 30)
        yield* TestClock.setTime(start)
        assert.isTrue((yield* limiter.hit("resend-verification:a@b.it", 1, 300)).allowed)
        const waits = []
        for (const minute of [1, 2, 3, 4]) {
          yield* TestClock.setTime(start + minute * 60_000)
          waits.push((yield* limiter.hit("resend-verification:a@b.it", 1, 300)).retryAfterSeconds)
        }
        assert.deepStrictEqual(waits, [240, 180, 120, 60])
        yield* TestClock.setTime(start + 300_000 + 1)
        assert.isTrue((yield* limiter.hit("resend-verification:a@b.it", 1, 300)).allowed)
      }),
    )

    it.effect("record counts failures whatever the limit; check reads without counting", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        yield* TestClock.setTime(Date.UTC(2026, 0, 1, 15, 0, 0))
        for (let i = 0; i < 3; i++) {
          assert.isTrue((yield* limiter.check("failures", 3, 60)).allowed)
          yield* limiter.record("failures", 60)
        }
        assert.isFalse((yield* limiter.check("failures", 3, 60)).allowed)
        assert.isFalse((yield* limiter.check("failures", 3, 60)).allowed)
        yield* TestClock.setTime(Date.UTC(2026, 0, 1, 15, 1, 0, 1))
        assert.isTrue((yield* limiter.check("failures", 3, 60)).allowed)
      }),
    )

    it.effect(
      "hitInOrder counts each key while allowed; the first refused ends it, the keys after it untouched",
      () =>
        Effect.gen(function* () {
          const limiter = yield* RateLimiter
          yield* TestClock.setTime(Date.UTC(2026, 0, 1, 16, 0, 0))
          const pace = { key: "ai:minute:u", limit: 2, windowSeconds: 60 }
          const budget = { key: "ai:day:u", limit: 3, windowSeconds: 86_400 }
          const allowedOf = (decisions: ReadonlyArray<{ readonly allowed: boolean }>) =>
            decisions.map((d) => d.allowed)
          assert.deepStrictEqual(allowedOf(yield* limiter.hitInOrder([pace, budget])), [true, true])
          assert.deepStrictEqual(allowedOf(yield* limiter.hitInOrder([pace, budget])), [true, true])
          // the pace refuses: the day's budget is not tried, so it still has one call left
          const refused = yield* limiter.hitInOrder([pace, budget])
          assert.deepStrictEqual(refused, [{ allowed: false, retryAfterSeconds: 60 }])
          yield* TestClock.setTime(Date.UTC(2026, 0, 1, 16, 1, 0, 1))
          assert.deepStrictEqual(allowedOf(yield* limiter.hitInOrder([pace, budget])), [true, true])
          // the budget refuses: the pace's hit before it was counted all the same, as two hits would have
          const spent = yield* limiter.hitInOrder([pace, budget])
          assert.deepStrictEqual(allowedOf(spent), [true, false])
          assert.isFalse((yield* limiter.check("ai:minute:u", 2, 60)).allowed)
          assert.deepStrictEqual(yield* limiter.hitInOrder([]), [])
        }),
    )

    it.effect("keys are counted apart", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        yield* TestClock.setTime(Date.UTC(2026, 0, 1, 11, 0, 0))
        assert.isTrue((yield* limiter.hit("resend:user:1", 1, 300)).allowed)
        assert.isFalse((yield* limiter.hit("resend:user:1", 1, 300)).allowed)
        assert.isTrue((yield* limiter.hit("resend:user:2", 1, 300)).allowed)
      }),
    )

    it.effect("concurrent hits never let more than the limit through", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        yield* TestClock.setTime(Date.UTC(2026, 0, 1, 12, 0, 0))
        const decisions = yield* Effect.forEach(
          Array.from({ length: 20 }, (_, i) => i),
          () => limiter.hit("login:email:x", 5, 60),
          { concurrency: "unbounded" },
        )
        assert.strictEqual(decisions.filter((d) => d.allowed).length, 5)
      }),
    )

    it.effect("purgeExpired deletes only ended windows", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const { sql } = yield* Db
        yield* TestClock.setTime(Date.UTC(2026, 0, 2, 0, 0, 0))
        yield* limiter.hit("short", 1, 10)
        yield* limiter.hit("long", 1, 3600)
        yield* TestClock.setTime(Date.UTC(2026, 0, 2, 0, 0, 30))
        yield* limiter.purgeExpired
        const keys = yield* Effect.promise(
          () => sql<{ key: string }[]>`select key from rate_limits where key in ('short', 'long')`,
        )
        assert.deepStrictEqual(
          keys.map((r) => r.key),
          ["long"],
        )
      }),
    )
  })
})
