import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Db } from "../eventstore/db.ts"
import { projectorLag } from "../projections/checkpoints.ts"
import { genericError } from "../contract/errors.ts"
import { HealthUnavailable } from "../contract/health.ts"
import { Api } from "../contract/api.ts"

const probeTimeout = "2 seconds"

/**
 * `GET /api/health`: 200 with the projector lag while the database answers; 503 `database: "error"` (with
 * Retry-After) when it does not answer within 2 s, so a load balancer or an orchestrator sees the outage.
 */
export const HealthLive = HttpApiBuilder.group(Api, "health", (handlers) =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    // Events the slowest checkpointed projection has not yet read; 0 while no projection has checkpointed.
    const probe = Effect.tryPromise(async () => Math.max(0, await projectorLag(sql))).pipe(
      Effect.timeout(probeTimeout),
    )
    return handlers.handle("health", () =>
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
