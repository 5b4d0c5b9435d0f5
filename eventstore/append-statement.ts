import { type Fragment, ident, join, json, q } from "./sql-text.ts"
import type { ExpectedVersion } from "./events.ts"

export interface StreamMove {
  readonly stream_id: string
  readonly expected: ExpectedVersion
}

/** An event row as the statement inserts it: `n` is its place in its stream's part of the append. */
export interface EventRow {
  readonly stream_id: string
  readonly n: number
  readonly seq: number
  readonly event_id: string
  readonly type: string
  readonly schema_version: number
  readonly data: unknown
  readonly metadata: unknown
}

export interface KeyRow {
  readonly key_id: string
  readonly subject_id: string
  readonly key: string
  /** null for an append's key; else the kind whose earlier keys of this subject this one replaces (deletes). */
  readonly kind: string | null
}

export interface AppendedRow {
  readonly global_position: bigint
  readonly txid: string
  readonly stream_id: string
  readonly stream_version: number
  readonly event_id: string
  readonly recorded_at: Date
}

/**
 * The whole append as ONE statement: each stream's version (its highest event) is checked against the
 * expectation, and `cogi_stream_conflict` raises CG409 unless all hold; the events are inserted at the next
 * versions, so a concurrent writer of the same stream collides on the unique (stream_id, stream_version) index
 * and the statement undoes itself (the caller reads the actual version then); the subject keys (a key of a
 * kind deletes the subject's earlier keys of that kind, shredding what they sealed) and the inline projections'
 * statements (`projections`, each touching a row at most once) follow as
 * CTEs that Postgres runs after the insert. Returns the stored events' positions.
 */
export const appendStatement = (
  streams: ReadonlyArray<StreamMove>,
  events: ReadonlyArray<EventRow>,
  keys: ReadonlyArray<KeyRow>,
  projections: ReadonlyArray<Fragment>,
): Fragment => {
  const expectations = streams.map((s) => ({ stream_id: s.stream_id, expected: s.expected }))
  const wanted = streams.map((s) => ({
    stream_id: s.stream_id,
    expected: s.expected === "any" ? null : s.expected === "no_stream" ? 0 : s.expected,
  }))
  const replacing = keys.flatMap(({ key_id, subject_id, kind }) =>
    kind === null ? [] : [{ key_id, subject_id, kind }],
  )
  const keyInsert =
    keys.length === 0
      ? q``
      : q`, keys as (insert into subject_data_keys (key_id, subject_id, key, kind)
            select k.key_id, k.subject_id, decode(k.key, 'base64'), k.kind
            from jsonb_to_recordset(${json(keys)}) as k(key_id uuid, subject_id text, key text, kind text))`
  // the statement's snapshot does not see the keys it inserts: only the earlier ones of each kind go
  const keyShred =
    replacing.length === 0
      ? q``
      : q`, shredded as (delete from subject_data_keys earlier
            using jsonb_to_recordset(${json(replacing)}) as k(key_id uuid, subject_id text, kind text)
            where earlier.subject_id = k.subject_id and earlier.kind = k.kind and earlier.key_id <> k.key_id)`
  const after = join(
    projections.map((p, i) => q`, ${ident(`p${i}`)} as (${p})`),
    "",
  )
  return q`
    with bases as (
      -- each stream's current version (its highest event), beside the version the append expects (null: any)
      select s.stream_id, s.expected,
             coalesce((select max(stream_version) from events where stream_id = s.stream_id), 0) as base
      from jsonb_to_recordset(${json(wanted)})
        as s(stream_id text, expected int)
    ),
    checked as (
      select case when (select bool_and(expected is null or base = expected) from bases) then true
                  else cogi_stream_conflict(${json(expectations)}) end
    ),
    appended as (
      insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
      select e.stream_id, b.base + e.n, e.event_id, e.type, e.schema_version, e.data, e.metadata
      from jsonb_to_recordset(${json(events)})
        as e(stream_id text, n int, seq int, event_id uuid, type text, schema_version int, data jsonb, metadata jsonb)
      join bases b on b.stream_id = e.stream_id
      order by e.seq
      returning global_position, transaction_id::text as txid, stream_id, stream_version, event_id::text as event_id,
                recorded_at
    ) ${keyInsert} ${keyShred} ${after}
    -- the check runs first (the outer side of a join on true), so a failed expectation stops everything
    select a.* from checked left join appended a on true`
}
