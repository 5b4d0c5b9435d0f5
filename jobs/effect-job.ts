import { Effect, Schema } from "effect"
import type { JobHandler } from "../eventstore/job-queue.ts"
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
