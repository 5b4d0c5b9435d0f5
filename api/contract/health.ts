import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

export const HealthResponse = Schema.Struct({
  status: Schema.Literals(["ok", "degraded"]),
  database: Schema.Literals(["ok", "error"]),
  /** Events not yet processed by the slowest async projection (0 without checkpoints or without a database). */
  projector_lag: Schema.Int,
})
export type HealthResponse = typeof HealthResponse.Type

export class HealthGroup extends HttpApiGroup.make("health").add(
  HttpApiEndpoint.get("health", "/health", { success: HealthResponse }),
) {}
