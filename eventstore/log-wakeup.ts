import type { Sql } from "./db.ts"

/** The channel that tells log readers (projector, reactors) to look: a hint, never what they see. */
export const logChannel = "events"

const pending = new WeakSet<Sql>()

/** Appends that commit within this window share one wake-up. */
const coalesceMs = 3

/**
 * Tells readers that the log moved, after the append committed and coalesced: however many appends commit in
 * the same few milliseconds, one NOTIFY goes out. A NOTIFY inside every append transaction would take
 * Postgres's global notify lock at each commit and serialize the writers; readers also poll, so a lost
 * wake-up only delays them.
 */
export const wakeReaders = (sql: Sql) => {
  if (pending.has(sql)) return
  pending.add(sql)
  setTimeout(() => {
    pending.delete(sql)
    sql`select set_config('synchronous_commit', 'off', true), pg_notify(${logChannel}, '')`.catch(() => {})
  }, coalesceMs).unref()
}
