import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from "node:crypto"
import type { Sql, Tx } from "./db.ts"

/**
 * An encrypted personal value as stored in an event's data. `k` names the key in `subject_data_keys` (one key
 * per append, made by the writer, so an append never reads a key first); values written before those keys
 * existed have no `k` and use the subject's single key in `subject_keys`. `kind` marks a value sealed with a key
 * of its own that a later value of the same kind deletes (an envelope of the data key): once superseded it reads
 * as null, and that alone does not mean the subject was forgotten.
 */
interface Sealed {
  readonly $pii: string
  readonly k?: string
  readonly kind?: string
}
const isSealed = (value: unknown): value is Sealed =>
  typeof value === "object" && value !== null && typeof (value as { $pii?: unknown }).$pii === "string"

/** A fresh data key of one subject, to be stored by the append that uses it. */
export interface NewSubjectKey {
  readonly keyId: string
  readonly subjectId: string
  readonly key: Buffer
  /** null: an append's key, kept until the subject is forgotten; else the kind whose next key deletes it. */
  readonly kind: string | null
}

export const newSubjectKey = (subjectId: string, kind: string | null = null): NewSubjectKey => ({
  keyId: randomUUID(),
  subjectId,
  key: randomBytes(32),
  kind,
})

export const seal = (key: NewSubjectKey, value: unknown): Sealed => {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", key.key, iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(value ?? null), "utf8"), cipher.final()])
  const $pii = Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")
  return key.kind === null ? { $pii, k: key.keyId } : { $pii, k: key.keyId, kind: key.kind }
}

const open = (key: Buffer, sealed: Sealed): unknown => {
  const raw = Buffer.from(sealed.$pii, "base64")
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12))
  decipher.setAuthTag(raw.subarray(12, 28))
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8"))
}

const sealedValues = (events: ReadonlyArray<{ data: Readonly<Record<string, unknown>> }>) =>
  events.flatMap((e) => Object.values(e.data).filter(isSealed))

/**
 * Replaces sealed values with their plaintext. A subject whose keys were deleted is forgotten: its personal
 * values read as null, and `metadata.forgotten` tells projections to drop what they hold of it.
 */
export const openPersonalData = async <
  E extends { data: Readonly<Record<string, unknown>>; metadata: Readonly<Record<string, unknown>> },
>(
  sql: Sql | Tx,
  events: ReadonlyArray<E>,
): Promise<Array<E>> => {
  const sealed = sealedValues(events)
  if (sealed.length === 0) return [...events]
  const keyIds = [...new Set(sealed.flatMap((s) => (s.k ? [s.k] : [])))]
  const legacySubjects = [
    ...new Set(
      events.flatMap((e) =>
        typeof e.metadata.subject === "string" && Object.values(e.data).some((v) => isSealed(v) && !v.k)
          ? [e.metadata.subject]
          : [],
      ),
    ),
  ]
  const [byId, bySubject] = await Promise.all([
    keyIds.length === 0
      ? []
      : sql<{ id: string; key: Buffer }[]>`
          select key_id::text as id, key from subject_data_keys where key_id = any(${keyIds}::uuid[])`,
    legacySubjects.length === 0
      ? []
      : sql<{ id: string; key: Buffer }[]>`
          select subject_id as id, key from subject_keys where subject_id = any(${legacySubjects}::text[])`,
  ])
  const keys = new Map(byId.map((r) => [r.id, r.key]))
  const legacy = new Map(bySubject.map((r) => [r.id, r.key]))
  return events.map((event) => {
    if (!Object.values(event.data).some(isSealed)) return event
    const subject = String(event.metadata.subject)
    let forgotten = false
    const data = Object.fromEntries(
      Object.entries(event.data).map(([name, value]) => {
        if (!isSealed(value)) return [name, value]
        const key = value.k ? keys.get(value.k) : legacy.get(subject)
        // a superseded value's key is gone by design; a forgotten subject shows in its other values
        if (!key && value.kind === undefined) forgotten = true
        return [name, key ? open(key, value) : null]
      }),
    )
    return { ...event, data, metadata: forgotten ? { ...event.metadata, forgotten: true } : event.metadata }
  })
}

/** Deletes every key of the subject: what the log holds of them can never be read again. */
export const forgetSubject = async (tx: Tx, subjectId: string) => {
  await tx`delete from subject_data_keys where subject_id = ${subjectId}`
  await tx`delete from subject_keys where subject_id = ${subjectId}`
}
