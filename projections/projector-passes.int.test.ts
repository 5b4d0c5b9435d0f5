import { describe, expect, it } from "vitest"
import { createTestDatabase } from "../test/support/database.ts"
import { appendRegistration } from "../test/support/registration-append.ts"
import { activityByDay } from "./activity-by-day/activity-by-day-projection.ts"
import type { OnBatch } from "./projector.ts"
import { startProjector } from "./projector.ts"
import { projections } from "./registry.ts"

const { sql } = await createTestDatabase()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const register = () => appendRegistration(sql)

/** A running projector that hears only NOTIFY (its poll is a minute away), with its passes as they commit. */
const running = async (passSpacingMs?: number) => {
  const passes: Array<{ at: number; events: number }> = []
  const onBatch: OnBatch = (projection, events) => {
    if (projection.name === activityByDay.name) passes.push({ at: performance.now(), events: events.length })
  }
  const projector = startProjector(sql, projections, {
    pollMs: 60_000,
    onBatch,
    ...(passSpacingMs === undefined ? {} : { passSpacingMs }),
  })
  await projector.ready
  const projected = () => passes.reduce((sum, pass) => sum + pass.events, 0)
  const until = async (events: number) => {
    const deadline = performance.now() + 10_000
    while (projected() < events && performance.now() < deadline) await sleep(5)
    expect(projected()).toBe(events)
  }
  return { projector, passes, until }
}

describe("the running projector's wake-ups", () => {
  it("given a lone append after a quiet spell, then it is projected at once; given a burst of appends, then they share a few passes", async () => {
    const spacing = 1_000
    const { projector, passes, until } = await running(spacing)
    try {
      await sleep(spacing)
      const started = performance.now()
      await register()
      await until(1)
      // far sooner than the spacing: the pass did not wait for more
      expect(passes[0]!.at - started).toBeLessThan(spacing / 2)

      passes.length = 0
      const burst = 30
      const from = performance.now()
      for (let i = 0; i < burst; i++) await register()
      const appending = performance.now() - from
      await until(burst)
      // passes start at least `spacing` apart: one at once, then one per second of appends at most
      expect(passes.length).toBeLessThanOrEqual(Math.ceil(appending / spacing) + 1)
      expect(passes.length).toBeLessThan(burst / 5)
    } finally {
      await projector.stop()
    }
  })
})
