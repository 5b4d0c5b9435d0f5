import type { PendingQuery, Row } from "postgres"
import type { Sql, Tx } from "./db.ts"
import type { ExpectedVersion } from "./events.ts"

export interface StreamMove {
  readonly stream_id: string
  readonly expected: ExpectedVersion
  readonly count: number
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
}

/** Moves one stream's version as its expectation allows, returning the version the append starts from. */
const move = (db: Sql | Tx, s: StreamMove) =>
  s.expected === "any"
    ? db`insert into streams as t (stream_id, version) values (${s.stream_id}, ${s.count})
         on conflict (stream_id) do update set version = t.version + ${s.count}
         returning t.stream_id, t.version - ${s.count} as base`
    : s.expected === "no_stream" || s.expected === 0
      ? db`insert into streams as t (stream_id, version) values (${s.stream_id}, ${s.count})
           on conflict (stream_id) do update set version = t.version + ${s.count} where t.version = 0
           returning t.stream_id, t.version - ${s.count} as base`
      : db`update streams as t set version = t.version + ${s.count}
           where t.stream_id = ${s.stream_id} and t.version = ${s.expected}
           returning t.stream_id, t.version - ${s.count} as base`

const list = (db: Sql | Tx, parts: ReadonlyArray<PendingQuery<Row[]>>, separator: "," | "union all") =>
  parts.map((part, i) => (i === 0 ? part : separator === "," ? db`, ${part}` : db` union all ${part}`))

/**
 * The whole append as ONE statement: a CTE per stream moves its version under its expectation (an exact
 * expectation is a guarded UPDATE, so a concurrent writer makes it match no row); unless every stream moved,
 * `cogi_stream_conflict` raises CG409 and the statement undoes itself; then the events are inserted; the subject
 * keys and the inline projections' statements (`projections`, each touching a row at most once) follow as
 * CTEs that Postgres runs after the insert. Returns the stored events' positions.
 */
export const appendStatement = (
  db: Sql | Tx,
  streams: ReadonlyArray<StreamMove>,
  events: ReadonlyArray<EventRow>,
  keys: ReadonlyArray<KeyRow>,
  projections: ReadonlyArray<PendingQuery<Row[]>>,
) => {
  const moves = list(
    db,
    streams.map((s, i) => db`${db(`s${i}`)} as (${move(db, s)})`),
    ",",
  )
  const bases = list(
    db,
    streams.map((_, i) => db`select * from ${db(`s${i}`)}`),
    "union all",
  )
  const expectations = streams.map((s) => ({ stream_id: s.stream_id, expected: s.expected }))
  const keyInsert =
    keys.length === 0
      ? db``
      : db`, keys as (insert into subject_data_keys (key_id, subject_id, key)
            select k.key_id, k.subject_id, decode(k.key, 'base64')
            from jsonb_to_recordset(${db.json(keys as never)}) as k(key_id uuid, subject_id text, key text))`
  const after = projections.length === 0 ? db`` : projections.map((p, i) => db`, ${db(`p${i}`)} as (${p})`)
  return db<
    {
      global_position: bigint
      txid: string
      stream_id: string
      stream_version: number
      event_id: string
      recorded_at: Date
    }[]
  >`
    with ${moves}, bases as (${bases}),
    checked as (
      select case when (select count(*) from bases) = ${streams.length} then true
                  else cogi_stream_conflict(${db.json(expectations as never)}, array(select stream_id from bases)) end
    ),
    appended as (
      insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
      select e.stream_id, b.base + e.n, e.event_id, e.type, e.schema_version, e.data, e.metadata
      from jsonb_to_recordset(${db.json(events as never)})
        as e(stream_id text, n int, seq int, event_id uuid, type text, schema_version int, data jsonb, metadata jsonb)
      join bases b on b.stream_id = e.stream_id
      order by e.seq
      returning global_position, transaction_id::text as txid, stream_id, stream_version, event_id::text as event_id,
                recorded_at
    ) ${keyInsert} ${after}
    -- the check runs first (the outer side of a join on true), so a failed expectation stops everything
    select a.* from checked left join appended a on true`
}
