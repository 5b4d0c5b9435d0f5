import { randomUUID } from "node:crypto"
import { Context, Effect, Layer } from "effect"
import { Db, type Sql, type Tx } from "./db.ts"
import {
  type AppendResult,
  type Checkpoint,
  DuplicateEventId,
  type NewEvent,
  type StoredEvent,
  type StreamAppend,
  StreamVersionConflict,
} from "./events.ts"
import { openPersonalData, seal, subjectKeyFor } from "./personal-data.ts"

/** Runs inside the append transaction: inline projections and job enqueues that must commit with the events. */
export type AppendHook = (tx: Tx, events: ReadonlyArray<StoredEvent>) => Promise<void>

/** Every append takes this lock shared; a projection swap takes it exclusively to see a quiet log. */
export const appendLockKey = 4_242_001

interface EventRow {
  global_position: bigint
  transaction_id: string
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
  transactionId: row.transaction_id,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  eventId: row.event_id,
  type: row.type,
  schemaVersion: row.schema_version,
  data: row.data,
  metadata: row.metadata,
  recordedAt: row.recorded_at,
})

const columns = (sql: Sql | Tx) =>
  sql`global_position, transaction_id::text as transaction_id, stream_id, stream_version, event_id::text as event_id,
      type, schema_version, data, metadata, recorded_at`

/** Moves the stream's version row forward by `count`, enforcing the expectation in SQL. Returns the new version. */
const advanceStream = async (tx: Tx, append: StreamAppend): Promise<number> => {
  const { streamId, expected } = append
  const count = append.events.length
  const rows =
    expected === "any"
      ? await tx<{ version: number }[]>`
          insert into streams (stream_id, version) values (${streamId}, ${count})
          on conflict (stream_id) do update set version = streams.version + ${count} returning version`
      : expected === "no_stream" || expected === 0
        ? await tx<{ version: number }[]>`
            insert into streams (stream_id, version) values (${streamId}, ${count})
            on conflict (stream_id) do update set version = streams.version + ${count}
            where streams.version = 0 returning version`
        : await tx<{ version: number }[]>`
            update streams set version = version + ${count}
            where stream_id = ${streamId} and version = ${expected} returning version`
  const [row] = rows
  if (row) return row.version
  const [actual] = await tx<{ version: number }[]>`select version from streams where stream_id = ${streamId}`
  throw new StreamVersionConflict({ streamId, expected: String(expected), actual: actual?.version ?? 0 })
}

const storedData = async (tx: Tx, event: NewEvent) => {
  if (!event.personal) return { data: event.data, metadata: event.metadata ?? {} }
  const key = await subjectKeyFor(tx, event.personal.subjectId)
  const sealed = new Set(event.personal.fields)
  const data = Object.fromEntries(
    Object.entries(event.data).map(([k, v]) => [k, sealed.has(k) ? seal(key, v) : v]),
  )
  return { data, metadata: { ...event.metadata, subject: event.personal.subjectId } }
}

/**
 * Appends to one or more streams in one transaction: all or nothing. Hooks run in the same transaction,
 * after the events are written, and see them with their personal data in clear.
 */
export const appendToStreams = async (
  sql: Sql,
  appends: ReadonlyArray<StreamAppend>,
  hooks: ReadonlyArray<AppendHook> = [],
): Promise<AppendResult> => {
  const ordered = [...appends]
    .filter((a) => a.events.length > 0)
    .sort((a, b) => a.streamId.localeCompare(b.streamId))
  try {
    return await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock_shared(${appendLockKey})`
      const versions = new Map<string, number>()
      const stored: Array<StoredEvent> = []
      for (const append of ordered) {
        const version = await advanceStream(tx, append)
        versions.set(append.streamId, version)
        let next = version - append.events.length
        for (const event of append.events) {
          next += 1
          const { data, metadata } = await storedData(tx, event)
          const [row] = await tx<EventRow[]>`
            insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
            values (${append.streamId}, ${next}, ${event.eventId ?? randomUUID()}, ${event.type},
                    ${event.schemaVersion ?? 1}, ${tx.json(data as never)}, ${tx.json(metadata as never)})
            returning ${columns(tx)}`
          if (row) stored.push({ ...toStored(row), data: event.data })
        }
      }
      for (const hook of hooks) await hook(tx, stored)
      await tx`select pg_notify('events', '')`
      return { versions, events: stored }
    })
  } catch (error) {
    if (isUniqueViolation(error, "events_event_id_key")) {
      throw new DuplicateEventId({ eventId: String((error as { detail?: string }).detail ?? "") })
    }
    throw error
  }
}

export const isUniqueViolation = (error: unknown, constraint?: string) =>
  typeof error === "object" &&
  error !== null &&
  (error as { code?: string }).code === "23505" &&
  (constraint === undefined || (error as { constraint_name?: string }).constraint_name === constraint)

export const readStreamEvents = async (sql: Sql | Tx, streamId: string): Promise<Array<StoredEvent>> => {
  const rows = await sql<EventRow[]>`
    select ${columns(sql)} from events where stream_id = ${streamId} order by stream_version`
  return openPersonalData(sql, rows.map(toStored))
}

/**
 * Reads the whole log after `after`, only up to the oldest transaction still running: a transaction that
 * commits late can never be passed over (DESIGN §3). With `fenced: false` (only safe while holding the
 * append lock exclusively) it reads everything committed.
 */
export const readAllEvents = async (
  sql: Sql | Tx,
  after: Checkpoint,
  limit: number,
  options: { fenced?: boolean; types?: ReadonlyArray<string> } = {},
): Promise<Array<StoredEvent>> => {
  const fence =
    options.fenced === false ? sql`` : sql`and transaction_id < pg_snapshot_xmin(pg_current_snapshot())`
  const types = options.types ? sql`and type in ${sql(options.types)}` : sql``
  const rows = await sql<EventRow[]>`
    select ${columns(sql)} from events
    where (transaction_id, global_position) > (${after.transactionId}::xid8, ${after.globalPosition.toString()}::bigint)
    ${fence} ${types}
    order by transaction_id, global_position
    limit ${limit}`
  return openPersonalData(sql, rows.map(toStored))
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
    readonly readAll: (after: Checkpoint, limit: number) => Effect.Effect<ReadonlyArray<StoredEvent>>
  }
>()("cogi/eventstore/EventStore") {
  static readonly layer = Layer.effect(
    EventStore,
    Effect.gen(function* () {
      const { sql } = yield* Db
      const hooks = yield* AppendHooks
      return EventStore.of({
        append: Effect.fn("EventStore.append")(
          (appends: ReadonlyArray<StreamAppend>, extra: ReadonlyArray<AppendHook> = []) =>
            Effect.tryPromise({
              try: () => appendToStreams(sql, appends, [...hooks, ...extra]),
              catch: (error) => error,
            }).pipe(
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
