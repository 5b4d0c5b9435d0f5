import type { PlannedHook } from "../eventstore/event-store.ts"
import { handledBy, type Projection } from "./projection.ts"

/** The append hook that keeps inline read models in step with the log, in the append's own statement. */
export const inlineProjectionsHook = (projections: ReadonlyArray<Projection>): PlannedHook => {
  const inline = projections.filter((p) => p.mode === "inline")
  const mine = (projection: Projection, events: Parameters<PlannedHook["plan"]>[1]) =>
    events.filter((e) => handledBy(projection, e))
  return {
    needsTransaction: (events) =>
      inline.some((p) => p.readsBeforeWrite !== undefined && p.readsBeforeWrite(mine(p, events))),
    plan: async (db, events) =>
      (
        await Promise.all(
          inline.map((p) => {
            const handled = mine(p, events)
            return handled.length === 0 ? [] : p.plan(db, handled, p.name)
          }),
        )
      ).flat(),
  }
}
