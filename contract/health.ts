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

export class HealthGroup extends HttpApiGroup.make("health").add(
  HttpApiEndpoint.get("health", "/health", { success: HealthResponse, error: HealthUnavailable }),
) {}
