import { Effect, Layer } from "effect"
import { JobQueue } from "../eventstore/job-queue.ts"
import type { QueueName } from "../eventstore/queues.ts"

/**
 * Registers a periodic job's cron in pg-boss (UTC; a tick missed while no worker ran is run once). An upsert:
 * every worker start may call it, and only worker instances run schedules.
 */
export const cronSchedule = (queue: QueueName, cron: string) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const jobs = yield* JobQueue
      yield* Effect.promise(() => jobs.boss.schedule(queue, cron, {}, { tz: "UTC", missed: "once" }))
    }),
  )
