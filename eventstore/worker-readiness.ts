import { Context, Effect, Layer } from "effect"

/*
 * Whether this replica runs the job workers and whether they have subscribed yet: a replica that should work
 * jobs is not ready (GET /api/health/ready) until they have. Absent (tests, `--role=web`): it runs none.
 */

export interface WorkerReadinessShape {
  readonly started: () => boolean
  readonly markStarted: () => void
}

export class WorkerReadiness extends Context.Service<WorkerReadiness, WorkerReadinessShape>()(
  "cogi/eventstore/WorkerReadiness",
) {
  static readonly layer = Layer.sync(WorkerReadiness, () => {
    let started = false
    return WorkerReadiness.of({ started: () => started, markStarted: () => void (started = true) })
  })
}

/** Marks the workers started, when this replica has a WorkerReadiness (it runs them). */
export const markWorkersStarted = Effect.serviceOption(WorkerReadiness).pipe(
  Effect.map((readiness) => {
    if (readiness._tag === "Some") readiness.value.markStarted()
  }),
)
