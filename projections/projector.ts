import type { Sql } from "../eventstore/db.ts"
import { checkpointOf, readAllEvents } from "../eventstore/event-store.ts"
import { logChannel } from "../eventstore/log-wakeup.ts"
import { lockCheckpoint, saveCheckpoint } from "./checkpoints.ts"
import { applyBatch, type Projection } from "./projection.ts"

/** Session advisory lock held by the one active projector; other instances wait as standbys. */
export const projectorLockKey = 4_242_002
const batchSize = 2000

/** Applies one batch of the log to an async projection and moves its checkpoint, in one transaction. */
export const catchUpOnce = (sql: Sql, projection: Projection): Promise<number> =>
  sql.begin(async (tx) => {
    const at = await lockCheckpoint(tx, projection.name)
    const events = await readAllEvents(tx, at, batchSize)
    await applyBatch(tx, projection, events, projection.name)
    const last = events.at(-1)
    if (last) await saveCheckpoint(tx, projection.name, checkpointOf(last))
    return events.length
  })

export const catchUp = async (sql: Sql, projection: Projection) => {
  let total = 0
  for (let n = await catchUpOnce(sql, projection); n > 0; n = await catchUpOnce(sql, projection)) total += n
  return total
}

export interface RunningProjector {
  readonly stop: () => Promise<void>
  /** Resolves once this instance is the active projector and has caught up once. */
  readonly ready: Promise<void>
}

/**
 * Runs the async projections: one active instance at a time (advisory lock), woken by NOTIFY after each
 * append and by a slow poll (events of a transaction that committed late become readable a little later).
 */
export const startProjector = (
  sql: Sql,
  projections: ReadonlyArray<Projection>,
  options: { pollMs?: number; onError?: (error: unknown) => void } = {},
): RunningProjector => {
  const asyncOnes = projections.filter((p) => p.mode === "async")
  const pollMs = options.pollMs ?? 1000
  let stopped = false
  let wake: () => void = () => {}
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  const loop = (async () => {
    const listener = await sql.listen(logChannel, () => wake())
    const lock = await sql.reserve()
    try {
      while (!stopped) {
        const [row] = await lock<{ ok: boolean }[]>`select pg_try_advisory_lock(${projectorLockKey}) as ok`
        if (row?.ok) break
        await nap(5 * pollMs)
      }
      while (!stopped) {
        try {
          for (const projection of asyncOnes) await catchUp(sql, projection)
          markReady()
        } catch (error) {
          options.onError?.(error)
        }
        await nap(pollMs)
      }
    } finally {
      await lock`select pg_advisory_unlock_all()`.catch(() => {})
      lock.release()
      await listener.unlisten().catch(() => {})
    }
  })()
  return {
    ready,
    stop: async () => {
      stopped = true
      wake()
      await loop
    },
  }
}
