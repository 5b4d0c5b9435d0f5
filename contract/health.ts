import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

export const HealthResponse = Schema.Struct({
  status: Schema.Literals(["ok", "degraded"]),
  database: Schema.Literals(["ok", "error"]),
  /** Events not yet processed by the slowest async projection (0 without checkpoints or without a database). */
  projector_lag: Schema.Int,
})
export type HealthResponse = typeof HealthResponse.Type

/**
 * The database does not answer: 503 (a load balancer takes the replica out; the middleware adds Retry-After),
 * with the fields of a healthy answer and the Italian `{detail, code}` of every error.
 */
export class HealthUnavailable extends Schema.Error<HealthUnavailable>("HealthUnavailable")(
  {
    _tag: Schema.tagDefaultOmit("HealthUnavailable"),
    status: Schema.Literal("degraded"),
    database: Schema.Literal("error"),
    projector_lag: Schema.Int,
    detail: Schema.String,
    code: Schema.Literal("SERVICE_UNAVAILABLE"),
  },
  { httpApiStatus: 503 },
) {}

/** `GET /api/health/live`: the process answers (an orchestrator restarts it when it does not). */
export const LiveResponse = Schema.Struct({ status: Schema.Literal("ok") })
export type LiveResponse = typeof LiveResponse.Type

const ReadinessFields = {
  database: Schema.Literals(["ok", "error"]),
  /** `pending`: migration files this replica has that the database has not applied (or could not be read). */
  migrations: Schema.Literals(["ok", "pending", "unknown"]),
  /** `not_run`: this replica runs no job workers (`--role=web`); `starting`: it will, not yet subscribed. */
  workers: Schema.Literals(["started", "starting", "not_run"]),
}

/** `GET /api/health/ready`: this replica can serve (a load balancer sends it traffic only then). */
export const ReadyResponse = Schema.Struct({ status: Schema.Literal("ready"), ...ReadinessFields })
export type ReadyResponse = typeof ReadyResponse.Type

/** Not ready: 503 with what is missing and the Italian `{detail, code}` of every error. */
export class NotReady extends Schema.Error<NotReady>("NotReady")(
  {
    _tag: Schema.tagDefaultOmit("NotReady"),
    status: Schema.Literal("not_ready"),
    ...ReadinessFields,
    detail: Schema.String,
    code: Schema.Literal("SERVICE_UNAVAILABLE"),
  },
  { httpApiStatus: 503 },
) {}

export class HealthGroup extends HttpApiGroup.make("health").add(
  HttpApiEndpoint.get("health", "/health", { success: HealthResponse, error: HealthUnavailable }),
  HttpApiEndpoint.get("live", "/health/live", { success: LiveResponse }),
  HttpApiEndpoint.get("ready", "/health/ready", { success: ReadyResponse, error: NotReady }),
) {}
