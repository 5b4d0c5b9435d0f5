import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { RateLimiter } from "../../commands/rate-limits/rate-limiter.ts"
import { Db } from "../../eventstore/db.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { purgeRateLimits } from "./rate-limits-purge-job.ts"

const { sql, url } = await createTestDatabase()

describe("the purge of rate-limit counters", () => {
  it("given a counter whose window ended and one still counting, then only the first goes", async () => {
    await sql`
      insert into rate_limits (key, window_started_at, hits, expires_at) values
        ('test:ended', now() - interval '2 hours', 1, now() - interval '1 hour'),
        ('test:counting', now(), 1, now() + interval '1 hour')`
    const purged = await Effect.runPromise(
      purgeRateLimits.pipe(
        Effect.provide(RateLimiter.layer.pipe(Layer.provide(Layer.succeed(Db)(Db.of({ sql, url }))))),
      ),
    )
    expect(purged).toBe(1)
    const left = await sql<{ key: string }[]>`select key from rate_limits where key like 'test:%'`
    expect(left.map((r) => r.key)).toEqual(["test:counting"])
  })
})
