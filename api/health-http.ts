import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Db } from "../eventstore/db.ts"
import { projectorLag } from "../projections/checkpoints.ts"
import { Api } from "./contract/api.ts"

const probeTimeout = "2 seconds"

/** `GET /api/health`: never fails; a database problem shows as `database: "error"`, `status: "degraded"`. */
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
          Effect.as(Effect.logWarning("Health check: database unreachable", error), {
            status: "degraded" as const,
            database: "error" as const,
            projector_lag: 0,
          }),
        ),
      ),
    )
  }),
)
