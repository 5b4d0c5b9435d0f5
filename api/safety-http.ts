import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { CRISIS_CARD } from "../domain/safety/crisis-resources.ts"
import { Api } from "../contract/api.ts"

/** `GET /api/safety/crisis-card`: the one copy of the crisis numbers, for the card and the safety plan. */
export const SafetyLive = HttpApiBuilder.group(Api, "safety", (handlers) =>
  Effect.succeed(handlers.handle("crisisCard", () => Effect.succeed(CRISIS_CARD))),
)
