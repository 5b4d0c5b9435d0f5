import { randomUUID } from "node:crypto"
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
import {
  type AppendedRow,
  appendStatement,
  type EventRow,
  type KeyRow,
  type StreamMove,
} from "./append-statement.ts"
import { type Fragment, run } from "./sql-text.ts"
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
  ) => Promise<ReadonlyArray<Fragment>> | ReadonlyArray<Fragment>
}

/**
 * Runs inside the append transaction after the events are written (job enqueues that must commit with them).
 * With `handles`, it runs (and makes the append a transaction) only when one of those event types is appended.
 */
export type TransactionHook = ((tx: Tx, events: ReadonlyArray<StoredEvent>) => Promise<void>) & {
  readonly handles?: ReadonlyArray<string>
}

export type AppendHook = PlannedHook | TransactionHook

export const isPlanned = (hook: AppendHook): hook is PlannedHook => typeof hook !== "function"

/** The transaction hooks this append must run: those without `handles`, or handling one of its event types. */
export const transactionHooksFor = (
  appends: ReadonlyArray<StreamAppend>,
  hooks: ReadonlyArray<AppendHook>,
) => {
  const types = new Set(appends.flatMap((a) => a.events.map((e) => e.type)))
  return hooks.filter(
    (h): h is TransactionHook => !isPlanned(h) && (!h.handles || h.handles.some((t) => types.has(t))),
  )
}

const prepare = (appends: ReadonlyArray<StreamAppend>) => {
  const ordered = [...appends]
    .filter((a) => a.events.length > 0)
    .sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0))
  const keys: Array<NewSubjectKey> = []
  const keyOf = (subjectId: string, kind: string | null) => {
    // one key per subject for the append; a key of a kind is its event's own, the latest of the kind kept
    const existing = keys.findIndex((k) => k.subjectId === subjectId && k.kind === kind)
    if (existing >= 0 && kind === null) return keys[existing]!
    if (existing >= 0) keys.splice(existing, 1)
    const key = newSubjectKey(subjectId, kind)
    keys.push(key)
    return key
  }
  const clear: Array<PendingEvent> = []
  const stored: Array<EventRow> = []
  for (const append of ordered)
    for (const [n, event] of append.events.entries()) {
      const data = sealPersonal(event, keyOf)
      const pending: PendingEvent = {
        streamId: append.streamId,
        eventId: event.eventId ?? randomUUID(),
        type: event.type,
        schemaVersion: event.schemaVersion ?? 1,
        data: event.data,
        metadata:
          event.personal && data !== event.data
            ? { ...event.metadata, subject: event.personal.subjectId }
            : (event.metadata ?? {}),
      }
      clear.push(pending)
      stored.push({
        stream_id: pending.streamId,
        n: n + 1,
        seq: stored.length,
        event_id: pending.eventId,
        type: pending.type,
        schema_version: pending.schemaVersion,
        data,
        metadata: pending.metadata,
      })
    }
  const streams: Array<StreamMove> = ordered.map((a) => ({
    stream_id: a.streamId,
    expected: a.expected,
  }))
  const keyRows: Array<KeyRow> = keys.map((k) => ({
    key_id: k.keyId,
    subject_id: k.subjectId,
    key: k.key.toString("base64"),
    kind: k.kind,
  }))
  return { clear, stored, streams, keyRows }
}

/**
 * The event's data with its personal fields sealed. A null (an image not attached, no emergency contact) holds
 * nothing and stays as it is, so an event with nothing to seal makes no key. Answers `event.data` itself when
 * nothing was sealed.
 */
const sealPersonal = (event: NewEvent, keyOf: (subjectId: string, kind: string | null) => NewSubjectKey) => {
  const personal = event.personal
  if (!personal) return event.data
  const fields = personal.fields.filter((name) => event.data[name] !== null && event.data[name] !== undefined)
  if (fields.length === 0) return event.data
  const key = keyOf(personal.subjectId, personal.keyKind ?? null)
  const sealed = { ...event.data }
  for (const name of fields) sealed[name] = seal(key, event.data[name])
  return sealed
}

const retryable = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code
  return code === "40P01" || code === "40001"
}

/**
 * Appends to one or more streams, all or nothing, as ONE statement of its own in autocommit: the stream checks,
 * the personal-data keys, the events and every inline projection's writes. A transaction is used only when a
 * hook needs one (a job enqueue, a projection that must read first); transaction hooks then run after the
 * events are written and see them with their personal data in clear.
 */
export const appendAlone = async (
  sql: Sql,
  appends: ReadonlyArray<StreamAppend>,
  hooks: ReadonlyArray<AppendHook> = [],
): Promise<AppendResult> => {
  const { clear, stored, streams, keyRows } = prepare(appends)
  if (clear.length === 0) return { versions: new Map(), events: [] }
  const planned = hooks.filter(isPlanned)
  const inTransaction = transactionHooksFor(appends, hooks)
  const statement = async (db: Sql | Tx) => {
    const projected = (await Promise.all(planned.map((h) => h.plan(db, clear)))).flat()
    return run<AppendedRow>(db, appendStatement(streams, stored, keyRows, projected))
  }
  const toStored = (rows: ReadonlyArray<AppendedRow>): Array<StoredEvent> => {
    const byId = new Map(rows.map((row) => [row.event_id, row]))
    return clear.map((event) => {
      const row = byId.get(event.eventId) as AppendedRow
      return {
        ...event,
        globalPosition: row.global_position,
        transactionId: row.txid,
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
      if (isUniqueViolation(error, "events_stream_id_stream_version_key")) {
        // another writer took the same next version between our check and our insert
        const conflict = await conflictOf(sql, streams)
        if (conflict) throw conflict
      } else if (!retryable(error)) throw typed(error)
      if (attempt >= 8) throw typed(error)
    }
  }
}

/** The first stream whose exact expectation no longer holds, or none (a writer to "any" streams: try again). */
const conflictOf = async (sql: Sql, streams: ReadonlyArray<StreamMove>) => {
  const exact = streams.filter((s) => s.expected !== "any")
  if (exact.length === 0) return undefined
  const rows = await sql<{ stream_id: string; version: number }[]>`
    select stream_id, max(stream_version) as version from events
    where stream_id = any(${exact.map((s) => s.stream_id)}::text[]) group by stream_id`
  const actual = new Map(rows.map((r) => [r.stream_id, r.version]))
  for (const s of exact) {
    const expected = s.expected === "no_stream" ? 0 : (s.expected as number)
    const now = actual.get(s.stream_id) ?? 0
    if (now !== expected)
      return new StreamVersionConflict({ streamId: s.stream_id, expected: String(s.expected), actual: now })
  }
  return undefined
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
