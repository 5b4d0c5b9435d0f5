import { Context, Effect, Layer, Metric } from "effect"
import { appendConflicts, eventAppends } from "./operational-metrics.ts"
import { Db, type Sql, type Tx } from "./db.ts"
import type { AppendHook } from "./append.ts"
import { appendToStreams } from "./append-batches.ts"
import {
  type AppendResult,
  type Checkpoint,
  DuplicateEventId,
  type StoredEvent,
  type StreamAppend,
  StreamVersionConflict,
} from "./events.ts"
import { openPersonalData } from "./personal-data.ts"
import { makeStreamLocks } from "./stream-locks.ts"

export { type AppendHook, isUniqueViolation, type PlannedHook } from "./append.ts"
export { appendToStreams } from "./append-batches.ts"

interface EventRow {
  global_position: bigint
  txid: string
  stream_id: string
  stream_version: number
  event_id: string
  type: string
  schema_version: number
  data: Record<string, unknown>
  metadata: Record<string, unknown>
  recorded_at: Date
}

const toStored = (row: EventRow): StoredEvent => ({
  globalPosition: row.global_position,
  transactionId: row.txid,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  eventId: row.event_id,
  type: row.type,
  schemaVersion: row.schema_version,
  data: row.data,
  metadata: row.metadata,
  recordedAt: row.recorded_at,
})

// the transaction id is read as text under its own name: an alias `transaction_id` would make ORDER BY sort text
const columns = (sql: Sql | Tx) =>
  sql`events.global_position, events.transaction_id::text as txid, events.stream_id, events.stream_version,
      events.event_id::text as event_id, events.type, events.schema_version, events.data, events.metadata,
      events.recorded_at`

export const readStreamEvents = async (sql: Sql | Tx, streamId: string): Promise<Array<StoredEvent>> => {
  const rows = await sql<EventRow[]>`
    select ${columns(sql)} from events where stream_id = ${streamId} order by stream_version`
  return openPersonalData(sql, rows.map(toStored))
}

/** Reads several streams in one query, each in its version order. */
export const readStreamsEvents = async (
  sql: Sql | Tx,
  streamIds: ReadonlyArray<string>,
): Promise<Map<string, Array<StoredEvent>>> => {
  const rows = await sql<EventRow[]>`
    select ${columns(sql)} from events where stream_id = any(${streamIds as Array<string>}::text[])
    order by stream_id, stream_version`
  const byStream = new Map<string, Array<StoredEvent>>(streamIds.map((id) => [id, []]))
  for (const event of await openPersonalData(sql, rows.map(toStored)))
    byStream.get(event.streamId)?.push(event)
  return byStream
}

/**
 * Reads the whole log after `after` in the never-skipping order (DESIGN §3): by the transaction id as an xid8
 * value, then the position, and only below the log fence (`cogi_log_fence()`, the oldest transaction of ours
 * still running in this database), so that a transaction that commits late can never be passed over. Every
 * reader of the whole log goes through here. With `fenced: false` (only safe while appends are locked out) it
 * reads everything committed.
 */
export const readAllEvents = async (
  sql: Sql | Tx,
  after: Checkpoint,
  limit: number,
  options: { fenced?: boolean; types?: ReadonlyArray<string> } = {},
): Promise<Array<StoredEvent>> => {
  const rows = await logAfter(sql, after, options)`limit ${limit}`
  return openPersonalData(sql, rows.map(toStored))
}

const logAfter =
  (sql: Sql | Tx, after: Checkpoint, options: { fenced?: boolean; types?: ReadonlyArray<string> }) =>
  (strings: TemplateStringsArray, ...args: ReadonlyArray<unknown>) => {
    const fence =
      options.fenced === false ? sql`` : sql`and events.transaction_id < (select cogi_log_fence())`
    const types = options.types
      ? sql`and events.type = any(${options.types as Array<string>}::text[])`
      : sql``
    return sql<EventRow[]>`
      select ${columns(sql)} from events
      where (events.transaction_id, events.global_position)
            > (${after.transactionId}::xid8, ${after.globalPosition.toString()}::bigint)
      ${fence} ${types}
      order by events.transaction_id, events.global_position
      ${sql(strings, ...(args as Array<never>))}`
  }

/**
 * The same order and fence as `readAllEvents`, for reading a large part of the log (a rebuild): ONE query read
 * through a cursor, `size` events at a time. Paging with `readAllEvents` repeats the search at every page, and
 * with a type filter Postgres may gather and sort everything left each time (quadratic over a long log).
 * It holds a connection of the pool until it is read to the end or its iterator is returned.
 */
export async function* readLogInBatches(
  sql: Sql,
  after: Checkpoint,
  size: number,
  options: { fenced?: boolean; types?: ReadonlyArray<string> } = {},
): AsyncGenerator<Array<StoredEvent>> {
  for await (const rows of logAfter(sql, after, options)``.cursor(size))
    yield await openPersonalData(sql, rows.map(toStored))
}

export const checkpointOf = (event: StoredEvent): Checkpoint => ({
  transactionId: event.transactionId,
  globalPosition: event.globalPosition,
})

/** The hooks every append runs (inline projections, reactors that enqueue jobs). */
export class AppendHooks extends Context.Service<AppendHooks, ReadonlyArray<AppendHook>>()(
  "cogi/eventstore/AppendHooks",
) {
  static readonly none = Layer.succeed(AppendHooks)([])
}

export class EventStore extends Context.Service<
  EventStore,
  {
    /** `hooks` run in the append transaction after the registered ones (e.g. enqueue a job carrying a secret). */
    readonly append: (
      appends: ReadonlyArray<StreamAppend>,
      hooks?: ReadonlyArray<AppendHook>,
    ) => Effect.Effect<AppendResult, StreamVersionConflict | DuplicateEventId>
    readonly readStream: (streamId: string) => Effect.Effect<ReadonlyArray<StoredEvent>>
    /** Several streams in one query, each in version order (empty for a stream with no events). */
    readonly readStreams: (
      streamIds: ReadonlyArray<string>,
    ) => Effect.Effect<ReadonlyMap<string, ReadonlyArray<StoredEvent>>>
    /** Runs `effect` when no other command of this process is working on any of these streams. */
    readonly inTurn: <A, E, R>(
      streamIds: ReadonlyArray<string>,
      effect: Effect.Effect<A, E, R>,
    ) => Effect.Effect<A, E, R>
    readonly readAll: (after: Checkpoint, limit: number) => Effect.Effect<ReadonlyArray<StoredEvent>>
  }
>()("cogi/eventstore/EventStore") {
  static readonly layer = Layer.effect(
    EventStore,
    Effect.gen(function* () {
      const { sql } = yield* Db
      const hooks = yield* AppendHooks
      const inTurn = makeStreamLocks()
      return EventStore.of({
        inTurn,
        readStreams: (streamIds) => Effect.promise(() => readStreamsEvents(sql, streamIds)),
        append: Effect.fn("EventStore.append")(
          (appends: ReadonlyArray<StreamAppend>, extra: ReadonlyArray<AppendHook> = []) =>
            Effect.tryPromise({
              try: () => appendToStreams(sql, appends, [...hooks, ...extra]),
              catch: (error) => error,
            }).pipe(
              Effect.tap(() => Metric.update(eventAppends, 1)),
              Effect.tapError((error) =>
                error instanceof StreamVersionConflict ? Metric.update(appendConflicts, 1) : Effect.void,
              ),
              Effect.catch((error) =>
                error instanceof StreamVersionConflict || error instanceof DuplicateEventId
                  ? Effect.fail(error)
                  : Effect.die(error),
              ),
            ),
        ),
        readStream: (streamId) => Effect.promise(() => readStreamEvents(sql, streamId)),
        readAll: (after, limit) => Effect.promise(() => readAllEvents(sql, after, limit)),
      })
    }),
  )
}
