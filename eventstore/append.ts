import { randomUUID } from "node:crypto"
import type { PendingQuery, Row } from "postgres"
import type { Sql, Tx } from "./db.ts"
import {
  type AppendResult,
  DuplicateEventId,
  type NewEvent,
  type StoredEvent,
  type StreamAppend,
  StreamVersionConflict,
} from "./events.ts"
import { newSubjectKey, type NewSubjectKey, seal } from "./personal-data.ts"
import { wakeReaders } from "./log-wakeup.ts"

/** An event as it will be stored, before Postgres gives it a position: what an inline projection plans from. */
export type PendingEvent = Pick<
  StoredEvent,
  "streamId" | "eventId" | "type" | "schemaVersion" | "data" | "metadata"
>

/**
 * Contributes statements to the append's single statement (inline projections). `needsTransaction` says when
 * it must read first (then the append runs as a transaction and `plan` gets it).
 */
export interface PlannedHook {
  readonly needsTransaction: (events: ReadonlyArray<PendingEvent>) => boolean
  readonly plan: (
    db: Sql | Tx,
    events: ReadonlyArray<PendingEvent>,
  ) => Promise<ReadonlyArray<PendingQuery<Row[]>>> | ReadonlyArray<PendingQuery<Row[]>>
}

/**
 * Runs inside the append transaction after the events are written (job enqueues that must commit with them).
 * With `handles`, it runs (and makes the append a transaction) only when one of those event types is appended.
 */
export type TransactionHook = ((tx: Tx, events: ReadonlyArray<StoredEvent>) => Promise<void>) & {
  readonly handles?: ReadonlyArray<string>
}

export type AppendHook = PlannedHook | TransactionHook

const isPlanned = (hook: AppendHook): hook is PlannedHook => typeof hook !== "function"

interface AppendedRow {
  global_position: bigint
  transaction_id: string
  stream_id: string
  stream_version: number
  event_id: string
  recorded_at: Date
}

const prepare = (appends: ReadonlyArray<StreamAppend>) => {
  const ordered = [...appends]
    .filter((a) => a.events.length > 0)
    .sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0))
  const keys: Array<NewSubjectKey> = []
  const keyOf = (subjectId: string) => {
    const existing = keys.find((k) => k.subjectId === subjectId)
    if (existing) return existing
    const key = newSubjectKey(subjectId)
    keys.push(key)
    return key
  }
  const clear: Array<PendingEvent> = []
  const stored: Array<Record<string, unknown>> = []
  for (const append of ordered)
    for (const event of append.events) {
      const pending: PendingEvent = {
        streamId: append.streamId,
        eventId: event.eventId ?? randomUUID(),
        type: event.type,
        schemaVersion: event.schemaVersion ?? 1,
        data: event.data,
        metadata: event.personal
          ? { ...event.metadata, subject: event.personal.subjectId }
          : (event.metadata ?? {}),
      }
      clear.push(pending)
      stored.push({
        stream_id: pending.streamId,
        event_id: pending.eventId,
        type: pending.type,
        schema_version: pending.schemaVersion,
        data: sealPersonal(event, keyOf),
        metadata: pending.metadata,
      })
    }
  const streams = ordered.map((a) => ({
    stream_id: a.streamId,
    expected: a.expected,
    count: a.events.length,
  }))
  const keyRows = keys.map((k) => ({
    key_id: k.keyId,
    subject_id: k.subjectId,
    key: k.key.toString("base64"),
  }))
  return { clear, stored, streams, keyRows }
}

const sealPersonal = (event: NewEvent, keyOf: (subjectId: string) => NewSubjectKey) => {
  if (!event.personal) return event.data
  const key = keyOf(event.personal.subjectId)
  const fields = new Set(event.personal.fields)
  return Object.fromEntries(Object.entries(event.data).map(([k, v]) => [k, fields.has(k) ? seal(key, v) : v]))
}

const retryable = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code
  return code === "40P01" || code === "40001"
}

/**
 * Appends to one or more streams, all or nothing. The common case is ONE statement in autocommit: the stream
 * checks, the personal-data keys, the events and every inline projection's writes. A transaction is used only
 * when a hook needs one (a job enqueue, a projection that must read first); transaction hooks then run after
 * the events are written and see them with their personal data in clear.
 */
export const appendToStreams = async (
  sql: Sql,
  appends: ReadonlyArray<StreamAppend>,
  hooks: ReadonlyArray<AppendHook> = [],
): Promise<AppendResult> => {
  const { clear, stored, streams, keyRows } = prepare(appends)
  if (clear.length === 0) return { versions: new Map(), events: [] }
  const planned = hooks.filter(isPlanned)
  const types = new Set(clear.map((e) => e.type))
  const inTransaction = hooks.filter(
    (h): h is TransactionHook => !isPlanned(h) && (!h.handles || h.handles.some((t) => types.has(t))),
  )
  const statement = async (db: Sql | Tx) => {
    const fragments = (await Promise.all(planned.map((h) => h.plan(db, clear)))).flat()
    // one CTE per projection statement; they run after `appended`, in order, in the same statement
    const ctes = fragments.length === 0 ? db`` : fragments.map((f, i) => db`, ${db(`p${i}`)} as (${f})`)
    return db<AppendedRow[]>`
      with appended as (
        select * from cogi_append(${db.json(streams as never)}, ${db.json(stored as never)}, ${db.json(keyRows as never)})
      ) ${ctes}
      select * from appended`
  }
  const toStored = (rows: ReadonlyArray<AppendedRow>): Array<StoredEvent> => {
    const byId = new Map(rows.map((row) => [row.event_id, row]))
    return clear.map((event) => {
      const row = byId.get(event.eventId) as AppendedRow
      return {
        ...event,
        globalPosition: row.global_position,
        transactionId: row.transaction_id,
        streamVersion: row.stream_version,
        recordedAt: row.recorded_at,
      }
    })
  }
  const once = async () => {
    const needsTransaction = inTransaction.length > 0 || planned.some((h) => h.needsTransaction(clear))
    if (!needsTransaction) return toStored(await statement(sql))
    return sql.begin(async (tx) => {
      const events = toStored(await statement(tx))
      for (const hook of inTransaction) await hook(tx, events)
      return events
    })
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const events = await once()
      wakeReaders(sql)
      const versions = new Map<string, number>()
      for (const event of events) versions.set(event.streamId, event.streamVersion)
      return { versions, events }
    } catch (error) {
      if (retryable(error) && attempt < 5) continue
      throw typed(error)
    }
  }
}

const typed = (error: unknown) => {
  const e = error as { code?: string; detail?: string; constraint_name?: string }
  if (e?.code === "CG409") {
    const detail = JSON.parse(e.detail ?? "{}") as { stream_id: string; expected: unknown; actual: number }
    return new StreamVersionConflict({
      streamId: detail.stream_id,
      expected: String(detail.expected),
      actual: detail.actual,
    })
  }
  if (isUniqueViolation(error, "events_event_id_key"))
    return new DuplicateEventId({ eventId: String(e.detail ?? "") })
  return error
}

export const isUniqueViolation = (error: unknown, constraint?: string) =>
  typeof error === "object" &&
  error !== null &&
  (error as { code?: string }).code === "23505" &&
  (constraint === undefined || (error as { constraint_name?: string }).constraint_name === constraint)
