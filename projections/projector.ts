import type { Sql } from "../eventstore/db.ts"
import { run } from "../eventstore/sql-text.ts"
import { checkpointOf, readAllEvents } from "../eventstore/event-store.ts"
import { type Checkpoint, origin, type StoredEvent } from "../eventstore/events.ts"
import { logChannel } from "../eventstore/log-wakeup.ts"
import {
  lockCheckpoint,
  lockCheckpoints,
  readCheckpoint,
  saveCheckpoint,
  saveCheckpoints,
} from "./checkpoints.ts"
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

const isAfter = (event: StoredEvent, at: Checkpoint) => {
  const a = BigInt(event.transactionId)
  const b = BigInt(at.transactionId)
  return a > b || (a === b && event.globalPosition > at.globalPosition)
}
const sameCheckpoint = (a: Checkpoint, b: Checkpoint) =>
  a.transactionId === b.transactionId && a.globalPosition === b.globalPosition
const earliest = (checkpoints: ReadonlyArray<Checkpoint>) =>
  checkpoints.reduce((least, at) => {
    const a = BigInt(at.transactionId)
    const b = BigInt(least.transactionId)
    return a < b || (a === b && at.globalPosition < least.globalPosition) ? at : least
  })

/**
 * One pass of the running projector over every async projection at once (issue 30: a pass per append burst was
 * a read, a transaction and an empty read per projection): ONE read of the log from the projection furthest
 * behind, then ONE transaction that locks every checkpoint (one `select … for update`, no row version written),
 * applies to each projection the events past its own checkpoint and moves the checkpoints (one `update` for all),
 * pipelined, committed without waiting for the WAL (as `catchUpOnce`). A checkpoint that someone moved meanwhile
 * (a rebuild's swap) is taken as it now is, and that projection goes on from there at the next pass. `known` is
 * where each projection stands (read when missing; updated once committed). Answers how many events were read:
 * fewer than a batch means the projections reached the fence.
 */
export const catchUpAllOnce = async (
  sql: Sql,
  projections: ReadonlyArray<Projection>,
  known: Map<string, Checkpoint>,
  onBatch?: OnBatch,
): Promise<number> => {
  if (projections.length === 0) return 0
  for (const projection of projections)
    if (!known.has(projection.name)) known.set(projection.name, await readCheckpoint(sql, projection.name))
  const events = await readAllEvents(sql, earliest(projections.map((p) => known.get(p.name)!)), batchSize)
  const last = events.at(-1)
  if (!last) return 0
  const moved = new Map<string, Checkpoint>()
  const applied: Array<[Projection, ReadonlyArray<StoredEvent>]> = []
  await sql.begin(async (tx) => {
    const [, locked] = await Promise.all([
      tx`set local synchronous_commit = off`,
      lockCheckpoints(
        tx,
        projections.map((projection) => projection.name),
      ),
    ])
    const writes: Array<Promise<unknown>> = []
    const saves = new Map<string, Checkpoint>()
    for (const projection of projections) {
      const at = known.get(projection.name)!
      const lockedAt = locked.get(projection.name) ?? origin
      if (!sameCheckpoint(lockedAt, at)) {
        moved.set(projection.name, lockedAt)
        continue
      }
      const after = events.filter((event) => isAfter(event, at))
      if (after.length === 0) continue
      const mine = after.filter((event) => handledBy(projection, event))
      const statements = mine.length === 0 ? [] : await projection.plan(tx, mine, projection.name)
      writes.push(...statements.map((statement) => run(tx, statement)))
      saves.set(projection.name, checkpointOf(last))
      applied.push([projection, after])
    }
    // every checkpoint this pass moves, in one statement after the projections' own
    await Promise.all([...writes, saveCheckpoints(tx, saves)])
    for (const [name, at] of saves) moved.set(name, at)
  })
  for (const [name, at] of moved) known.set(name, at)
  for (const [projection, after] of applied) onBatch?.(projection, after)
  return events.length
}

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
 * Passes start at least this far apart (issue 30): under load, the appends of these few milliseconds share one
 * pass (one read, one transaction, one checkpoint update) instead of one pass per wake-up, so passes are at most
 * 100 a second however fast appends come; a lone append after a quiet spell is projected at once. The wait it can
 * add (≤ 10 ms) sits well inside the projector's lag target (p99 ≤ 50 ms, `npm run bench -- --only=lag`).
 */
const passSpacingMs = 10

/**
 * Runs the async projections: one active instance at a time (advisory lock), woken by NOTIFY after each
 * append and by a slow poll (events of a transaction that committed late become readable a little later); a
 * wake-up is one pass over all of them (`catchUpAllOnce`), repeated while whole batches come back, at most one pass
 * in flight and passes at least `passSpacingMs` apart: the wake-ups that arrive meanwhile are taken in by the next.
 */
export const startProjector = (
  sql: Sql,
  projections: ReadonlyArray<Projection>,
  options: {
    pollMs?: number
    passSpacingMs?: number
    onError?: (error: unknown) => void
    onBatch?: OnBatch
  } = {},
): RunningProjector => {
  const asyncOnes = projections.filter((p) => p.mode === "async")
  const pollMs = options.pollMs ?? 1000
  const spacingMs = options.passSpacingMs ?? passSpacingMs
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
        // where each projection stands, as this projector last committed it (read again after a failure)
        const known = new Map<string, Checkpoint>()
        let pinged = -Infinity
        let passStarted = -Infinity
        while (!stopped) {
          // the lock's connection still answers (a lost one ends this loop, and the lock is taken again)
          if (performance.now() - pinged >= pollMs) {
            await answerWithin(5_000, lock`select 1`)
            pinged = performance.now()
          }
          // appends that arrive before the pass starts are read by it: their wake-ups are spent here
          const early = passStarted + spacingMs - performance.now()
          if (early > 0) await new Promise((resolve) => setTimeout(resolve, early))
          // a stop asked during that wait ends the loop now, not after one more nap
          if (stopped) break
          woken = false
          passStarted = performance.now()
          try {
            while ((await catchUpAllOnce(sql, asyncOnes, known, options.onBatch)) === batchSize && !stopped);
            markReady()
          } catch (error) {
            known.clear()
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
