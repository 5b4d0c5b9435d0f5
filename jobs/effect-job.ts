import { Effect, Exit, Schema } from "effect"
import type { Job, JobResult } from "pg-boss"
import { outageSummary } from "../eventstore/database-unavailable.ts"
import type { EachJobHandler, JobHandler } from "../eventstore/job-queue.ts"
import type { QueueName } from "../eventstore/queues.ts"

/**
 * A job handler that runs `run` as an Effect for each job of a batch, with the services it needs taken from the
 * context it is built in. The payload is decoded with `payload` first: one that does not decode was never
 * enqueued by this app (a retry cannot fix it), so it is logged and dropped. A failure or defect of `run`
 * rejects, and pg-boss retries the job with its queue's backoff.
 */
export const effectJob = <P extends Schema.Decoder<unknown>, E, R>(
  queue: QueueName,
  payload: P,
  run: (data: P["Type"]) => Effect.Effect<void, E, R>,
) =>
  Effect.gen(function* () {
    const context = yield* Effect.context<R>()
    const decode = Schema.decodeUnknownEffect(payload)
    const one = (data: unknown) =>
      decode(data).pipe(
        Effect.matchEffect({
          onFailure: (error) => Effect.logError(`${queue}: payload does not decode; dropped`, error.message),
          onSuccess: run,
        }),
      )
    const handler: JobHandler = (jobs) =>
      Effect.runPromise(
        Effect.forEach(jobs, (job) => one(job.data), { discard: true }).pipe(
          Effect.withSpan(`Jobs.${queue}`),
          Effect.provideContext(context),
        ),
      )
    return handler
  })

/**
 * A failed job's log line: while the database is away every job fails alike, so one line naming the outage
 * (`53100: could not extend file …`); any other failure with its whole cause.
 */
const logJobFailure = (queue: QueueName, cause: unknown) => {
  const outage = outageSummary(cause)
  return outage === undefined
    ? Effect.logError(`[jobs] ${queue} failed; pg-boss will retry`, cause)
    : Effect.logWarning(`[jobs] ${queue} failed, database unavailable (${outage}); pg-boss will retry`)
}

/**
 * `effectJob` for a worker that takes batches (`JobQueue.workEach`): up to `concurrency` jobs of a batch run at
 * once, and each is settled by itself, so a failure (logged, no payload) has pg-boss retry that job alone and
 * never repeats the others (a mail already sent is not sent twice). A payload that does not decode is dropped.
 */
export const effectJobEach = <P extends Schema.Decoder<unknown>, E, R>(
  queue: QueueName,
  payload: P,
  run: (data: P["Type"]) => Effect.Effect<void, E, R>,
  options: { readonly concurrency: number },
) =>
  Effect.gen(function* () {
    const context = yield* Effect.context<R>()
    const decode = Schema.decodeUnknownEffect(payload)
    const one = (job: Job<Record<string, unknown>>) =>
      decode(job.data).pipe(
        Effect.matchEffect({
          onFailure: (error) => Effect.logError(`${queue}: payload does not decode; dropped`, error.message),
          onSuccess: run,
        }),
        Effect.exit,
        Effect.flatMap((exit): Effect.Effect<JobResult> =>
          Exit.isSuccess(exit)
            ? Effect.succeed({ id: job.id, status: "completed" })
            : Effect.as(logJobFailure(queue, exit.cause), {
                id: job.id,
                status: "failed",
                output: { failed: true },
              }),
        ),
      )
    const handler: EachJobHandler = (jobs) =>
      Effect.runPromise(
        Effect.forEach(jobs, one, { concurrency: options.concurrency }).pipe(
          Effect.withSpan(`Jobs.${queue}`, { attributes: { jobs: jobs.length } }),
          Effect.provideContext(context),
        ),
      )
    return handler
  })
