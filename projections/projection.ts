import type { Sql, Tx } from "../eventstore/db.ts"
import type { StoredEvent } from "../eventstore/events.ts"
import { type Fragment, run } from "../eventstore/sql-text.ts"

/** What a projection reads of an event: enough for an event that is about to be appended as for a stored one. */
export type ProjectedEvent = Pick<
  StoredEvent,
  "streamId" | "type" | "data" | "metadata" | "schemaVersion"
> & {
  /** Only stored events have it (async projections see stored events only). */
  readonly recordedAt?: Date
}

/** Built with `eventstore/sql-text.ts`: an inline statement goes into the append's own statement. */
export type Statement = Fragment

/**
 * A read model: one table named after the projection, folded from the events it handles. `plan` is set-based:
 * given a batch of events in log order, it returns the statements that bring `table` (the live table or a fresh
 * copy) from before the batch to after it, each touching a row at most once, in the order they must run. It
 * must be deterministic (time and ids come from the events), because `rebuild` replays the whole log through
 * it and `verify` requires the result to equal the live table.
 */
export interface Projection {
  readonly name: string
  /** inline: applied inside the append (read-your-writes); async: by the projector, checkpointed. */
  readonly mode: "inline" | "async"
  readonly handles: ReadonlyArray<string>
  /**
   * True when `plan` must read the table for some of these events (a fold that SQL cannot express): the
   * append then runs in a transaction so that the read and the write see the same row.
   */
  readonly readsBeforeWrite?: (events: ReadonlyArray<ProjectedEvent>) => boolean
  readonly plan: (
    db: Sql | Tx,
    events: ReadonlyArray<ProjectedEvent>,
    table: string,
  ) => Promise<ReadonlyArray<Statement>> | ReadonlyArray<Statement>
}

export const handledBy = (projection: Projection, event: ProjectedEvent) =>
  projection.handles.includes(event.type)

/** Runs the projection's statements for a batch, one after the other. */
export const applyBatch = async (
  tx: Tx,
  projection: Projection,
  events: ReadonlyArray<ProjectedEvent>,
  table: string,
) => {
  const mine = events.filter((e) => handledBy(projection, e))
  if (mine.length === 0) return
  for (const statement of await projection.plan(tx, mine, table)) await run(tx, statement, false)
}
