import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto"
import type { Sql, Tx } from "./db.ts"

/** An encrypted personal value as stored in an event's data. */
interface Sealed {
  readonly $pii: string
}
const isSealed = (value: unknown): value is Sealed =>
  typeof value === "object" && value !== null && typeof (value as { $pii?: unknown }).$pii === "string"

export const subjectKeyFor = async (tx: Tx, subjectId: string): Promise<Buffer> => {
  await tx`insert into subject_keys (subject_id, key) values (${subjectId}, ${randomBytes(32)}) on conflict do nothing`
  const [row] = await tx<{ key: Buffer }[]>`select key from subject_keys where subject_id = ${subjectId}`
  if (!row) throw new Error(`subject key missing for ${subjectId}`)
  return row.key
}

export const seal = (key: Buffer, value: unknown): Sealed => {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", key, iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(value ?? null), "utf8"), cipher.final()])
  return { $pii: Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64") }
}

const open = (key: Buffer, sealed: Sealed): unknown => {
  const raw = Buffer.from(sealed.$pii, "base64")
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12))
  decipher.setAuthTag(raw.subarray(12, 28))
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8"))
}

/**
 * Replaces sealed values with their plaintext. A subject whose key was deleted is forgotten: its personal
 * values read as null, and `metadata.forgotten` tells projections to drop what they hold of it.
 */
export const openPersonalData = async <
  E extends { data: Readonly<Record<string, unknown>>; metadata: Readonly<Record<string, unknown>> },
>(
  sql: Sql | Tx,
  events: ReadonlyArray<E>,
): Promise<Array<E>> => {
  const subjects = [
    ...new Set(events.flatMap((e) => (typeof e.metadata.subject === "string" ? [e.metadata.subject] : []))),
  ]
  if (subjects.length === 0) return [...events]
  const rows = await sql<{ subject_id: string; key: Buffer }[]>`
    select subject_id, key from subject_keys where subject_id in ${sql(subjects)}`
  const keys = new Map(rows.map((r) => [r.subject_id, r.key]))
  return events.map((event) => {
    const subject = event.metadata.subject
    if (typeof subject !== "string") return event
    const key = keys.get(subject)
    const data = Object.fromEntries(
      Object.entries(event.data).map(([k, v]) => [k, isSealed(v) ? (key ? open(key, v) : null) : v]),
    )
    return { ...event, data, metadata: key ? event.metadata : { ...event.metadata, forgotten: true } }
  })
}

export const forgetSubject = async (tx: Tx, subjectId: string) => {
  await tx`delete from subject_keys where subject_id = ${subjectId}`
}
