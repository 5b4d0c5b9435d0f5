import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Db } from "../eventstore/db.ts"
import { projectorLag } from "../projections/checkpoints.ts"
import { genericError } from "../contract/errors.ts"
import { HealthUnavailable, NotReady, type ReadyResponse } from "../contract/health.ts"
import { pendingMigrations } from "../eventstore/migrate.ts"
import { WorkerReadiness } from "../eventstore/worker-readiness.ts"
import { Api } from "../contract/api.ts"

const probeTimeout = "2 seconds"

/**
 * `GET /api/health`: 200 with the projector lag while the database answers; 503 `database: "error"` (with
 * Retry-After) when it does not answer within 2 s, so a load balancer or an orchestrator sees the outage.
 * `GET /api/health/live`: the process answers (nothing else is checked: a database outage must not get every
 * replica restarted). `GET /api/health/ready`: the database answers, every migration file of this replica is
 * applied, and the job workers are subscribed when this replica runs them; else 503 saying which is missing.
 */
export const HealthLive = HttpApiBuilder.group(Api, "health", (handlers) =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    // Events the slowest checkpointed projection has not yet read; 0 while no projection has checkpointed.
    const probe = Effect.tryPromise(async () => Math.max(0, await projectorLag(sql))).pipe(
      Effect.timeout(probeTimeout),
    )
    const readiness = yield* Effect.serviceOption(WorkerReadiness)
    const workers = (): ReadyResponse["workers"] =>
      readiness._tag === "None" ? "not_run" : readiness.value.started() ? "started" : "starting"
    const migrations = Effect.tryPromise(() => pendingMigrations(sql)).pipe(
      Effect.timeout(probeTimeout),
      Effect.map((pending): ReadyResponse["migrations"] => (pending.length === 0 ? "ok" : "pending")),
    )
    const reachable = Effect.tryPromise(() => sql`select 1`).pipe(Effect.timeout(probeTimeout))
    const ready = Effect.gen(function* () {
      const database = yield* reachable.pipe(
        Effect.as("ok" as const),
        Effect.orElseSucceed(() => "error" as const),
      )
      const applied =
        database === "ok" ? yield* migrations.pipe(Effect.orElseSucceed(() => "unknown" as const)) : "unknown"
      const fields = { database, migrations: applied, workers: workers() }
      if (database === "ok" && applied === "ok" && fields.workers !== "starting")
        return { status: "ready" as const, ...fields }
      return yield* Effect.fail(
        new NotReady({
          status: "not_ready",
          ...fields,
          detail: genericError(503).detail,
          code: "SERVICE_UNAVAILABLE",
        }),
      )
    })
    return handlers
      .handle("live", () => Effect.succeed({ status: "ok" as const }))
      .handle("ready", () => ready)
      .handle("health", () =>
        probe.pipe(
          Effect.map((lag) => ({ status: "ok" as const, database: "ok" as const, projector_lag: lag })),
          Effect.catch((error) =>
            Effect.logWarning("Health check: database unreachable", error).pipe(
              Effect.andThen(
                Effect.fail(
                  new HealthUnavailable({
                    status: "degraded",
                    database: "error",
                    projector_lag: 0,
                    detail: genericError(503).detail,
                    code: "SERVICE_UNAVAILABLE",
                  }),
                ),
              ),
            ),
          ),
        ),
      )
  }),
)
