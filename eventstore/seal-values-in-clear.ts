import type { Tx } from "./db.ts"
import { newSubjectKey, seal } from "./personal-data.ts"

/*
 * Migration 0021's part in code (SQL cannot seal in the event store's AES-256-GCM format). Values that became
 * personal fields after they were written are still in clear in the log: an upcaster would only change how they
 * read, and deleting the account could not shred them. So they are sealed once, in place, like new ones: same
 * events, ids, positions and meaning; only these values change form.
 * - The data key's envelopes: each under a key of its own (kind "DataKeyWrapped"); only the latest envelope of an
 *   account that was not deleted keeps its key. The earlier ones, and every one of a deleted account, are sealed
 *   under a key that is never stored: shredded at once, as a password change or a deletion does from now on.
 * - Next-session notes and images: under a key of their chat's owner, not stored when the owner was deleted.
 */

interface Target {
  readonly type: string
  readonly field: string
  readonly kind: string | null
}

const targets: ReadonlyArray<Target> = [
  { type: "DataKeyWrapped", field: "envelope", kind: "DataKeyWrapped" },
  { type: "NextSessionScheduled", field: "notes", kind: null },
  { type: "MessageRecorded", field: "image", kind: null },
]

interface InClear {
  readonly position: string
  readonly subject: string | null
  readonly value: unknown
  readonly keep: boolean
}

const chunk = 500

/**
 * The target's values still in clear, each with whose they are (the event's user, else the stream's first
 * event's) and whether its key is kept: the owner exists and was not deleted and, for a kind, no later event of
 * the type follows in the stream.
 */
const inClear = (tx: Tx, { type, field, kind }: Target) => tx<InClear[]>`
  select e.global_position::text as position, o.owner as subject, e.data->${field} as value,
         (o.owner is not null
          and not exists (select 1 from events d where d.stream_id = 'user-' || o.owner and d.type = 'UserDeleted')
          and (${kind}::text is null or not exists (
            select 1 from events l
            where l.stream_id = e.stream_id and l.type = e.type and l.stream_version > e.stream_version))) as keep
  from events e
  cross join lateral (
    select coalesce(e.data->>'userId', (
      select c.data->>'userId' from events c where c.stream_id = e.stream_id order by c.stream_version limit 1
    )) as owner
  ) o
  where e.type = ${type}
    and jsonb_typeof(e.data->${field}) <> 'null'
    and not (jsonb_typeof(e.data->${field}) = 'object' and e.data->${field} ? '$pii')
  order by e.global_position`

/** Seals every value of the targets still in clear; answers how many were sealed and how many keys were kept. */
export const sealValuesInClear = async (tx: Tx) => {
  let sealed = 0
  let kept = 0
  for (const target of targets) {
    const rows = await inClear(tx, target)
    for (let start = 0; start < rows.length; start += chunk) {
      const updates: Array<{ position: string; sealed: unknown }> = []
      const keys: Array<{ key_id: string; subject_id: string; key: string; kind: string | null }> = []
      for (const row of rows.slice(start, start + chunk)) {
        const key = newSubjectKey(row.subject ?? "", target.kind)
        updates.push({ position: row.position, sealed: seal(key, row.value) })
        if (row.keep && row.subject !== null)
          keys.push({
            key_id: key.keyId,
            subject_id: key.subjectId,
            key: key.key.toString("base64"),
            kind: key.kind,
          })
      }
      await tx`
        update events e set data = jsonb_set(e.data, ${[target.field]}::text[], u.sealed)
        from jsonb_to_recordset(${tx.json(updates as never)}) as u(position bigint, sealed jsonb)
        where e.global_position = u.position`
      if (keys.length > 0)
        await tx`
          insert into subject_data_keys (key_id, subject_id, key, kind)
          select k.key_id, k.subject_id, decode(k.key, 'base64'), k.kind
          from jsonb_to_recordset(${tx.json(keys as never)}) as k(key_id uuid, subject_id text, key text, kind text)`
      sealed += updates.length
      kept += keys.length
    }
  }
  return { sealed, kept }
}
