import type { AppendHook } from "../eventstore/event-store.ts"
import { handledBy, type Projection } from "./projection.ts"

/** The append hook that keeps inline read models in step with the log, in the same transaction. */
export const inlineProjectionsHook =
  (projections: ReadonlyArray<Projection>): AppendHook =>
  async (tx, events) => {
    for (const projection of projections) {
      if (projection.mode !== "inline") continue
      for (const event of events)
        if (handledBy(projection, event)) await projection.apply(tx, event, projection.name)
    }
  }
