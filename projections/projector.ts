import type { Sql } from "../eventstore/db.ts"
import { run } from "../eventstore/sql-text.ts"
import { checkpointOf, readAllEvents } from "../eventstore/event-store.ts"
import type { Checkpoint, StoredEvent } from "../eventstore/events.ts"
import { logChannel } from "../eventstore/log-wakeup.ts"
import { lockCheckpoint, readCheckpoint, saveCheckpoint } from "./checkpoints.ts"
import { handledBy, type Projection } from "./projection.ts"

/** Session advisory lock held by the one active projector; other instances wait as standbys. */
export const projectorLockKey = 4_242_002
const batchSize = 2000

/**
 * Applies the next batch of the log to an async projection and moves its checkpoint. The batch is read first,
 * outside any transaction (finding nothing to do costs one read); then one transaction locks the checkpoint,
 * checks that nobody moved it meanwhile (a rebuild's swap), and writes the batch and the new checkpoint together,
 * pipelined. It commits without waiting for its WAL to reach disk: a crash can only lose the batch and its
 * checkpoint together, which are then applied again. `from` is where this projector last left off, if it knows.
 */
export const catchUpOnce = async (
  sql: Sql,
  projection: Projection,
  from?: Checkpoint,
): Promise<ReadonlyArray<StoredEvent>> => {
  const at = from ?? (await readCheckpoint(sql, projection.name))
  const events = await readAllEvents(sql, at, batchSize)
  const last = events.at(-1)
  if (!last) return []
  return sql.begin(async (tx) => {
    const [, locked] = await Promise.all([
      tx`set local synchronous_commit = off`,
      lockCheckpoint(tx, projection.name),
    ])
    if (locked.transactionId !== at.transactionId || locked.globalPosition !== at.globalPosition) return []
    const mine = events.filter((e) => handledBy(projection, e))
    const statements = mine.length === 0 ? [] : await projection.plan(tx, mine, projection.name)
    await Promise.all([
      ...statements.map((statement) => run(tx, statement)),
      saveCheckpoint(tx, projection.name, checkpointOf(last)),
    ])
    return events
  })
}

/** Catches up to the fence; `onBatch` hears of each batch once it is committed. */
export const catchUp = async (sql: Sql, projection: Projection, onBatch?: OnBatch) => {
  let total = 0
  let at: Checkpoint | undefined
  for (;;) {
    const events = await catchUpOnce(sql, projection, at)
    const last = events.at(-1)
    if (!last) return total
    total += events.length
    at = checkpointOf(last)
    onBatch?.(projection, events)
  }
}

export type OnBatch = (projection: Projection, events: ReadonlyArray<StoredEvent>) => void

export interface RunningProjector {
  readonly stop: () => Promise<void>
  /** Resolves once this instance is the active projector and has caught up once. */
  readonly ready: Promise<void>
}

/**
 * `promise`, or a rejection once `ms` have passed: after a connection was cut, postgres.js can leave a query on it
 * unanswered, and the projector must neither stall on it nor hold up a shutdown (the session's lock ends with it).
 */
const answerWithin = <A>(ms: number, promise: PromiseLike<A>) => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Postgres within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Runs the async projections: one active instance at a time (advisory lock), woken by NOTIFY after each
 * append and by a slow poll (events of a transaction that committed late become readable a little later).
 */
export const startProjector = (
  sql: Sql,
  projections: ReadonlyArray<Projection>,
  options: { pollMs?: number; onError?: (error: unknown) => void; onBatch?: OnBatch } = {},
): RunningProjector => {
  const asyncOnes = projections.filter((p) => p.mode === "async")
  const pollMs = options.pollMs ?? 1000
  let stopped = false
  // a wake-up that arrives while catching up is kept, so the next nap ends at once
  let woken = false
  let endNap: () => void = () => {}
  const wake = () => {
    woken = true
    endNap()
  }
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) return resolve()
      const timer = setTimeout(resolve, ms)
      endNap = () => {
        clearTimeout(timer)
        resolve()
      }
    }).then(() => {
      woken = false
      endNap = () => {}
    })
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  /**
   * Holds the projector lock on a connection of its own and projects until stopped. The lock lives as long as that
   * connection: when it is lost (a restart, a cut) this throws, and the loop below takes the lock again.
   */
  const projectWhileHoldingTheLock = async () => {
    const listener = await sql.listen(logChannel, () => wake())
    try {
      const lock = await sql.reserve()
      try {
        while (!stopped) {
          const [row] = await lock<{ ok: boolean }[]>`select pg_try_advisory_lock(${projectorLockKey}) as ok`
          if (row?.ok) break
          await nap(5 * pollMs)
        }
        while (!stopped) {
          await answerWithin(5_000, lock`select 1`)
          try {
            for (const projection of asyncOnes) await catchUp(sql, projection, options.onBatch)
            markReady()
          } catch (error) {
            options.onError?.(error)
          }
          await nap(pollMs)
        }
      } finally {
        await answerWithin(1_000, lock`select pg_advisory_unlock_all()`).catch(() => {})
        lock.release()
      }
    } finally {
      await answerWithin(1_000, listener.unlisten()).catch(() => {})
    }
  }
  // A database outage never ends the loop (nor, unobserved, the process): it is reported and tried again.
  const loop = (async () => {
    while (!stopped) {
      try {
        await projectWhileHoldingTheLock()
      } catch (error) {
        if (stopped) break
        options.onError?.(error)
        await nap(pollMs)
      }
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
