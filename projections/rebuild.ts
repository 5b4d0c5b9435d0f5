import type { Sql, Tx } from "../eventstore/db.ts"
import { checkpointOf, readAllEvents, readLogInBatches } from "../eventstore/event-store.ts"
import { type Checkpoint, origin, type StoredEvent } from "../eventstore/events.ts"
import { lockCheckpoint, saveCheckpoint } from "./checkpoints.ts"
import { applyBatch, type Projection } from "./projection.ts"

export type Progress = (done: number, total: number) => void
const batchSize = 10_000

/**
 * Holds appends off until the transaction ends, without a lock that every append must take: appends write
 * the events table, which a SHARE lock excludes. The live table is locked first, in the order appends lock
 * (an append's statement names its projection tables before its function inserts into events).
 */
const quietLog = async (tx: Tx, projection: Projection, mode: "share" | "access exclusive") => {
  await tx.unsafe(`lock table "${projection.name}" in ${mode} mode`)
  await tx`lock table events in share mode`
}

const after = (a: Checkpoint, b: Checkpoint) =>
  BigInt(a.transactionId) > BigInt(b.transactionId) ||
  (a.transactionId === b.transactionId && a.globalPosition > b.globalPosition)

/** A projection and the table a replay writes it into (the live one or a fresh copy). */
interface Target {
  readonly projection: Projection
  readonly table: string
}

/** Each target's statements for one batch, in one transaction (one commit for all of them). */
const applyToAll = async (
  sql: Sql | Tx,
  targets: ReadonlyArray<Target>,
  events: ReadonlyArray<StoredEvent>,
) => {
  const apply = async (tx: Tx) => {
    for (const { projection, table } of targets) await applyBatch(tx, projection, events, table)
  }
  if ("begin" in sql) await sql.begin(apply)
  else await apply(sql)
}

/** The log after `from` in batches: through one cursor on the pool, or page by page inside a transaction. */
async function* batchesAfter(
  sql: Sql | Tx,
  from: Checkpoint,
  options: { fenced: boolean; types: ReadonlyArray<string> },
): AsyncGenerator<Array<StoredEvent>> {
  if ("begin" in sql) {
    yield* readLogInBatches(sql, from, batchSize, options)
    return
  }
  for (let at = from; ;) {
    const events = await readAllEvents(sql, at, batchSize, options)
    if (events.length === 0) return
    yield events
    at = checkpointOf(events.at(-1) as StoredEvent)
  }
}

/**
 * Replays the log from `from` into the targets' tables, reading it once for all of them; stops at the fence,
 * or at `until` when given. On the pool, the next batch is read while this one is applied (by another
 * connection), so reading and writing overlap.
 */
const replay = async (
  sql: Sql | Tx,
  targets: ReadonlyArray<Target>,
  from: Checkpoint,
  options: { fenced: boolean; until?: Checkpoint; onBatch?: (n: number) => void },
): Promise<Checkpoint> => {
  const types = [...new Set(targets.flatMap((t) => t.projection.handles))]
  const batches = batchesAfter(sql, from, { fenced: options.fenced, types })
  const overlap = "begin" in sql
  let at = from
  try {
    let next = batches.next()
    for (;;) {
      const batch = await next
      if (batch.done) return at
      const events = batch.value
      const wanted: Array<StoredEvent> = []
      for (const event of events) {
        if (options.until && after(checkpointOf(event), options.until)) break
        wanted.push(event)
      }
      if (wanted.length === 0) return at
      const more = wanted.length === events.length
      if (more && overlap) next = batches.next()
      await applyToAll(sql, targets, wanted)
      at = checkpointOf(wanted.at(-1) as StoredEvent)
      options.onBatch?.(wanted.length)
      if (!more) return at
      if (!overlap) next = batches.next()
    }
  } finally {
    await batches.return(undefined)
  }
}

const freshCopy = async (sql: Sql, projection: Projection, suffix: string) => {
  const table = `${projection.name}__${suffix}`
  await sql`drop table if exists ${sql(table)}`
  await sql`create table ${sql(table)} (like ${sql(projection.name)} including all)`
  return table
}

const countEvents = async (sql: Sql, projection: Projection) =>
  Number(
    (
      await sql<{ n: bigint }[]>`
        select count(*) as n from events where type = any(${projection.handles as Array<string>}::text[])`
    )[0]?.n ?? 0,
  )

/**
 * Replays the whole log into fresh copies of the projections' tables and swaps each in (blue/green), reading
 * the log once for all of them. The bulk of the replay runs beside live traffic; only each projection's final
 * catch-up and swap hold a lock: the append lock for inline projections (no append is in flight), the
 * checkpoint row for async ones (the projector waits).
 */
export const rebuildProjections = async (
  sql: Sql,
  projections: ReadonlyArray<Projection>,
  onProgress: Progress = () => {},
) => {
  const total = (await Promise.all(projections.map((p) => countEvents(sql, p)))).reduce((a, b) => a + b, 0)
  let done = 0
  const onBatch = (n: number) => onProgress((done += n), Math.max(total, done))
  const targets: Array<Target> = []
  for (const projection of projections)
    targets.push({ projection, table: await freshCopy(sql, projection, "rebuild") })
  const reached = await replay(sql, targets, origin, { fenced: true, onBatch })
  for (const target of targets) await swapIn(sql, target, reached, onBatch)
  onProgress(Math.max(total, done), Math.max(total, done))
}

export const rebuildProjection = (sql: Sql, projection: Projection, onProgress?: Progress) =>
  rebuildProjections(sql, [projection], onProgress)

/** Catches the fresh copy up from `reached` under the projection's lock and puts it in the live table's place. */
const swapIn = (sql: Sql, { projection, table }: Target, reached: Checkpoint, onBatch: (n: number) => void) =>
  sql.begin(async (tx) => {
    const target = [{ projection, table }]
    if (projection.mode === "inline") {
      await quietLog(tx, projection, "access exclusive")
      await replay(tx, target, reached, { fenced: false, onBatch })
    } else {
      // the fence only moves forward, so this reaches at least as far as the projector has
      await lockCheckpoint(tx, projection.name)
      await saveCheckpoint(tx, projection.name, await replay(tx, target, reached, { fenced: true, onBatch }))
    }
    await tx`drop table ${tx(projection.name)}`
    await tx`alter table ${tx(table)} rename to ${tx(projection.name)}`
  })

export interface VerifyResult {
  readonly name: string
  readonly missing: number
  readonly unexpected: number
}

/** Rebuilds into a scratch table up to exactly what the live table has seen, and compares row by row. */
export const verifyProjection = async (
  sql: Sql,
  projection: Projection,
  onProgress: Progress = () => {},
): Promise<VerifyResult> => {
  const total = await countEvents(sql, projection)
  let done = 0
  const onBatch = (n: number) => onProgress((done += n), Math.max(total, done))
  const table = await freshCopy(sql, projection, "verify")
  try {
    // an async projection is compared up to its checkpoint, which only moves forward
    const liveAtStart =
      projection.mode === "async" ? await sql.begin((tx) => lockCheckpoint(tx, projection.name)) : undefined
    const target = [{ projection, table }]
    const reached = await replay(sql, target, origin, {
      fenced: true,
      onBatch,
      ...(liveAtStart ? { until: liveAtStart } : {}),
    })
    return await sql.begin(async (tx) => {
      if (projection.mode === "inline") {
        await quietLog(tx, projection, "share")
        await replay(tx, target, reached, { fenced: false, onBatch })
      } else {
        const live = await lockCheckpoint(tx, projection.name)
        await replay(tx, target, reached, { fenced: false, until: live, onBatch })
      }
      const live = tx(projection.name)
      const scratch = tx(table)
      const [row] = await tx<{ missing: bigint; unexpected: bigint }[]>`
        select (select count(*) from (select * from ${scratch} except all select * from ${live}) a) as missing,
               (select count(*) from (select * from ${live} except all select * from ${scratch}) b) as unexpected`
      return {
        name: projection.name,
        missing: Number(row?.missing ?? 0),
        unexpected: Number(row?.unexpected ?? 0),
      }
    })
  } finally {
    await sql`drop table if exists ${sql(table)}`
  }
}
