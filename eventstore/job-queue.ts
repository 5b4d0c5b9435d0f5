import { Context, Effect, Layer } from "effect"
import { PgBoss, type Job, type JobResult, type SendOptions } from "pg-boss"
import { backgroundErrorLog } from "./background-log.ts"
import { outageSummary } from "./database-unavailable.ts"
import { Db, type Tx } from "./db.ts"
import { queueNames, queues, type QueueName } from "./queues.ts"

export type JobHandler = (jobs: ReadonlyArray<Job<Record<string, unknown>>>) => Promise<void>
/** A batch handler that settles each job by itself: one failed job is retried alone, the others complete. */
export type EachJobHandler = (
  jobs: ReadonlyArray<Job<Record<string, unknown>>>,
) => Promise<ReadonlyArray<JobResult>>

/** How a worker takes its jobs: `batchSize` at a time, fetching again at once while batches come back full. */
export interface EachWorkOptions {
  readonly batchSize: number
  readonly pollingIntervalSeconds?: number
}

/** pg-boss as the transactional outbox: a job enqueued with `tx` commits or rolls back with the events. */
export interface JobQueueShape {
  readonly boss: PgBoss
  readonly enqueue: (
    queue: QueueName,
    data: Record<string, unknown>,
    options?: SendOptions & { readonly tx?: Tx },
  ) => Promise<string | null>
  readonly work: (
    queue: QueueName,
    handler: JobHandler,
    options?: { readonly pollingIntervalSeconds?: number },
  ) => Promise<string>
  /** `work` for a handler that settles each job of its batch (pg-boss `perJobResults`). */
  readonly workEach: (queue: QueueName, handler: EachJobHandler, options: EachWorkOptions) => Promise<string>
}

export class JobQueue extends Context.Service<JobQueue, JobQueueShape>()("cogi/jobs/JobQueue") {
  /** Starts pg-boss in its own schema. Only a worker instance supervises and runs the cron schedule. */
  static readonly layer = (options: { readonly worker: boolean }) =>
    Layer.effect(
      JobQueue,
      Effect.gen(function* () {
        const { url } = yield* Db
        const logError = yield* backgroundErrorLog
        // Once stopping, a connection pg-boss was still opening can be cut by Postgres's own shutdown
        // (57P01, "terminating connection due to administrator command"): expected then, not an error.
        let stopping = false
        const boss = yield* Effect.acquireRelease(
          Effect.promise(async () => {
            const boss = new PgBoss({
              connectionString: url,
              schema: "pgboss",
              max: 4,
              supervise: options.worker,
              schedule: options.worker,
              application_name: "cogi-jobs",
            })
            boss.on("error", (error) => {
              if (stopping && (error as { code?: unknown }).code === "57P01") return
              // While the database is away every poll fails alike: one line each (pg-boss retries by itself).
              const outage = outageSummary(error)
              if (outage === undefined) logError("[jobs] pg-boss error", error)
              else logError(`[jobs] database unavailable, ${outage}`)
            })
            await boss.start()
            for (const name of queueNames) {
              await boss.createQueue(name, queues[name])
              // createQueue leaves an existing queue as it was: a changed policy reaches it through updateQueue
              await boss.updateQueue(name, queues[name])
            }
            return boss
          }),
          (boss) =>
            Effect.promise(() => {
              stopping = true
              return boss.stop({ graceful: true, timeout: 10_000 })
            }),
        )
        return JobQueue.of(makeJobQueue(boss))
      }),
    )
}

export const makeJobQueue = (boss: PgBoss): JobQueueShape => ({
  boss,
  enqueue: (queue, data, options = {}) => {
    const { tx, ...send } = options
    return boss.send(queue, data, tx ? { ...send, db: executorFor(tx) } : send)
  },
  work: (queue, handler, options = {}) =>
    boss.work<Record<string, unknown>>(
      queue,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      (jobs) => handler(jobs),
    ),
  workEach: (queue, handler, options) =>
    boss.work<Record<string, unknown>>(
      queue,
      {
        batchSize: options.batchSize,
        burstWhenBatchFull: true,
        perJobResults: true,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
      },
      async (jobs) => [...(await handler(jobs))],
    ),
})

const executorFor = (tx: Tx) => ({
  executeSql: async (text: string, values?: Array<unknown>) => ({
    rows: await tx.unsafe(text, (values ?? []) as Array<never>),
  }),
})
