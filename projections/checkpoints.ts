import type { Sql, Tx } from "../eventstore/db.ts"
import type { Checkpoint } from "../eventstore/events.ts"

type Row = { name: string; transaction_id: string; global_position: bigint }
const checkpointOfRow = (row: Row | undefined): Checkpoint => ({
  transactionId: row?.transaction_id ?? "0",
  globalPosition: row?.global_position ?? 0n,
})

const selectForUpdate = (tx: Tx, names: ReadonlyArray<string>) =>
  tx<Row[]>`select name, transaction_id::text as transaction_id, global_position from projection_checkpoints
    where name = any(${names as Array<string>}::text[]) order by name for update`

/**
 * Locks the named checkpoints for the rest of the transaction and answers where each stands, without writing a
 * row version (issue 30: an upsert wrote one per lock). One `select … for update` in name order, so two lockers
 * never deadlock; it waits for a transaction that holds one of them (a rebuild's swap) and then reads the row as
 * that one committed it. Rows that do not exist yet are created first (`on conflict do nothing`: a concurrent
 * creator is waited for), which only happens the first time a name is used.
 */
export const lockCheckpoints = async (
  tx: Tx,
  names: ReadonlyArray<string>,
): Promise<Map<string, Checkpoint>> => {
  let rows = await selectForUpdate(tx, names)
  if (rows.length < new Set(names).size) {
    await tx`insert into projection_checkpoints (name) select unnest(${names as Array<string>}::text[])
      on conflict (name) do nothing`
    rows = await selectForUpdate(tx, names)
  }
  return new Map(rows.map((row) => [row.name, checkpointOfRow(row)]))
}

/** Reads (creating if needed) and locks one checkpoint row for the rest of the transaction. */
export const lockCheckpoint = async (tx: Tx, name: string): Promise<Checkpoint> =>
  (await lockCheckpoints(tx, [name])).get(name) ?? checkpointOfRow(undefined)

/** Reads a checkpoint without locking it (a missing row is the origin). */
export const readCheckpoint = async (sql: Sql | Tx, name: string): Promise<Checkpoint> => {
  const [row] = await sql<Row[]>`
    select name, transaction_id::text as transaction_id, global_position from projection_checkpoints where name = ${name}`
  return checkpointOfRow(row)
}

/** Moves the given checkpoints (their rows exist: they were locked) in one statement. */
export const saveCheckpoints = async (tx: Tx, moves: ReadonlyMap<string, Checkpoint>) => {
  if (moves.size === 0) return
  const names = [...moves.keys()]
  const transactionIds = [...moves.values()].map((at) => at.transactionId)
  const positions = [...moves.values()].map((at) => at.globalPosition.toString())
  await tx`update projection_checkpoints as c
    set transaction_id = m.transaction_id::xid8, global_position = m.global_position, updated_at = now()
    from unnest(${names}::text[], ${transactionIds}::text[], ${positions}::bigint[])
      as m(name, transaction_id, global_position)
    where c.name = m.name`
}

export const saveCheckpoint = (tx: Tx, name: string, at: Checkpoint) =>
  saveCheckpoints(tx, new Map([[name, at]]))

/** How many events the slowest checkpointed reader is behind the head of the log. */
export const projectorLag = async (sql: Sql): Promise<number> => {
  const [row] = await sql<{ lag: bigint }[]>`
    select coalesce((select max(global_position) from events), 0)
         - coalesce((select min(global_position) from projection_checkpoints), (select max(global_position) from events), 0) as lag`
  return Number(row?.lag ?? 0)
}
