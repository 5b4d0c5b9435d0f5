import { Context, Effect, Layer } from "effect"
import {
  type EachJobHandler,
  type EachWorkOptions,
  JobQueue,
  type JobHandler,
} from "../eventstore/job-queue.ts"
import { outageSummary } from "../eventstore/database-unavailable.ts"
import type { QueueName } from "../eventstore/queues.ts"
import { backgroundErrorLog } from "../eventstore/background-log.ts"
import { markWorkersStarted } from "../eventstore/worker-readiness.ts"

/**
 * A worker: the queue it serves and its handler (built from whatever services it needs), one job at a time, or
 * (`each`) in batches whose jobs are settled one by one.
 */
export type Worker =
  | { readonly queue: QueueName; readonly handler: JobHandler }
  | { readonly queue: QueueName; readonly each: EachJobHandler; readonly options: EachWorkOptions }

export class Workers extends Context.Service<Workers, ReadonlyArray<Worker>>()("cogi/jobs/Workers") {}

/** Subscribes every worker to its queue (then the replica may be ready); pg-boss stops them with the JobQueue layer. */
export const runWorkers = Layer.effectDiscard(
  Effect.gen(function* () {
    const jobs = yield* JobQueue
    const logError = yield* backgroundErrorLog
    const workers = yield* Workers
    for (const worker of workers) {
      if ("each" in worker) {
        yield* Effect.promise(() => jobs.workEach(worker.queue, worker.each, worker.options))
        continue
      }
      yield* Effect.promise(() =>
        jobs.work(worker.queue, async (batch) => {
          try {
            await worker.handler(batch)
          } catch (error) {
            const outage = outageSummary(error)
            if (outage === undefined) logError(`[jobs] ${worker.queue} failed; pg-boss will retry`, error)
            else
              logError(`[jobs] ${worker.queue} failed, database unavailable (${outage}); pg-boss will retry`)
            throw error
          }
        }),
      )
    }
    yield* markWorkersStarted
  }),
)
