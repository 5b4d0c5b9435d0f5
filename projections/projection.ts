import type { Tx } from "../eventstore/db.ts"
import type { StoredEvent } from "../eventstore/events.ts"

/**
 * A read model: one table named after the projection, folded from the events it handles. `apply` must be
 * deterministic (time and ids come from the event), because `rebuild` replays it into a fresh table and
 * `verify` requires the result to equal the live one. `table` is where to write: the live table or a copy.
 */
export interface Projection {
  readonly name: string
  /** inline: applied inside the append transaction (read-your-writes); async: by the projector, checkpointed. */
  readonly mode: "inline" | "async"
  readonly handles: ReadonlyArray<string>
  readonly apply: (tx: Tx, event: StoredEvent, table: string) => Promise<void>
}

export const handledBy = (projection: Projection, event: StoredEvent) =>
  projection.handles.includes(event.type)
