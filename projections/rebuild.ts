import type { Sql, Tx } from "../eventstore/db.ts"
import { checkpointOf, readAllEvents } from "../eventstore/event-store.ts"
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

/** Replays the log from `from` into `table`; stops at the fence, or at `until` when given. */
const replay = async (
  sql: Sql | Tx,
  projection: Projection,
  table: string,
  from: Checkpoint,
  options: { fenced: boolean; until?: Checkpoint; onBatch?: (n: number) => void },
): Promise<Checkpoint> => {
  let at = from
  for (;;) {
    const events = await readAllEvents(sql, at, batchSize, {
      fenced: options.fenced,
      types: projection.handles,
    })
    const wanted: Array<StoredEvent> = []
    for (const event of events) {
      if (options.until && after(checkpointOf(event), options.until)) break
      wanted.push(event)
    }
    if (wanted.length === 0) return at
    const apply = (tx: Tx) => applyBatch(tx, projection, wanted, table)
    if ("begin" in sql) await sql.begin(apply)
    else await apply(sql)
    at = checkpointOf(wanted.at(-1) as StoredEvent)
    options.onBatch?.(wanted.length)
    if (wanted.length < events.length) return at
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
 * Replays the whole log into a fresh copy of the projection's table and swaps it in (blue/green). The bulk
 * of the replay runs beside live traffic; only the final catch-up and the swap hold a lock: the append lock
 * for inline projections (no append is in flight), the checkpoint row for async ones (the projector waits).
 */
export const rebuildProjection = async (
  sql: Sql,
  projection: Projection,
  onProgress: Progress = () => {},
) => {
  const total = await countEvents(sql, projection)
  let done = 0
  const onBatch = (n: number) => onProgress((done += n), Math.max(total, done))
  const table = await freshCopy(sql, projection, "rebuild")
  const reached = await replay(sql, projection, table, origin, { fenced: true, onBatch })
  await sql.begin(async (tx) => {
    if (projection.mode === "inline") {
      await quietLog(tx, projection, "access exclusive")
      await replay(tx, projection, table, reached, { fenced: false, onBatch })
    } else {
      // the fence only moves forward, so this reaches at least as far as the projector has
      await lockCheckpoint(tx, projection.name)
      await saveCheckpoint(
        tx,
        projection.name,
        await replay(tx, projection, table, reached, { fenced: true, onBatch }),
      )
    }
    await tx`drop table ${tx(projection.name)}`
    await tx`alter table ${tx(table)} rename to ${tx(projection.name)}`
  })
  onProgress(Math.max(total, done), Math.max(total, done))
}

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
    const reached = await replay(sql, projection, table, origin, {
      fenced: true,
      onBatch,
      ...(liveAtStart ? { until: liveAtStart } : {}),
    })
    return await sql.begin(async (tx) => {
      if (projection.mode === "inline") {
        await quietLog(tx, projection, "share")
        await replay(tx, projection, table, reached, { fenced: false, onBatch })
      } else {
        const live = await lockCheckpoint(tx, projection.name)
        await replay(tx, projection, table, reached, { fenced: false, until: live, onBatch })
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
