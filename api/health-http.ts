import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Db } from "../eventstore/db.ts"
import { Api } from "./contract/api.ts"

const probeTimeout = "2 seconds"

/** `GET /api/health`: never fails; a database problem shows as `database: "error"`, `status: "degraded"`. */
export const HealthLive = HttpApiBuilder.group(Api, "health", (handlers) =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    const probe = Effect.tryPromise(async () => {
      await sql`select 1`
      // Events the slowest checkpointed projection has not yet read; 0 while no projection has checkpointed.
      const [row] = await sql<{ lag: string }[]>`
        select coalesce((select max(global_position) from events), 0)
             - coalesce((select min(global_position) from projection_checkpoints),
                        (select max(global_position) from events), 0) as lag`
      return Math.max(0, Number(row?.lag ?? 0))
    }).pipe(Effect.timeout(probeTimeout))
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
