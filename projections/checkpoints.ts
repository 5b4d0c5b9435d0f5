import type { Sql, Tx } from "../eventstore/db.ts"
import type { Checkpoint } from "../eventstore/events.ts"

/** Reads (creating if needed) and locks a checkpoint row for the rest of the transaction. One statement. */
export const lockCheckpoint = async (tx: Tx, name: string): Promise<Checkpoint> => {
  // the upsert's update takes the row lock whether the row is new or not
  const [row] = await tx<{ transaction_id: string; global_position: bigint }[]>`
    insert into projection_checkpoints as c (name) values (${name})
    on conflict (name) do update set name = c.name
    returning c.transaction_id::text as transaction_id, c.global_position`
  return { transactionId: row?.transaction_id ?? "0", globalPosition: row?.global_position ?? 0n }
}

/** Reads a checkpoint without locking it (a missing row is the origin). */
export const readCheckpoint = async (sql: Sql | Tx, name: string): Promise<Checkpoint> => {
  const [row] = await sql<{ transaction_id: string; global_position: bigint }[]>`
    select transaction_id::text, global_position from projection_checkpoints where name = ${name}`
  return { transactionId: row?.transaction_id ?? "0", globalPosition: row?.global_position ?? 0n }
}

export const saveCheckpoint = async (tx: Tx, name: string, at: Checkpoint) => {
  await tx`update projection_checkpoints
    set transaction_id = ${at.transactionId}::xid8, global_position = ${at.globalPosition.toString()}, updated_at = now()
    where name = ${name}`
}

/** How many events the slowest checkpointed reader is behind the head of the log. */
export const projectorLag = async (sql: Sql): Promise<number> => {
  const [row] = await sql<{ lag: bigint }[]>`
    select coalesce((select max(global_position) from events), 0)
         - coalesce((select min(global_position) from projection_checkpoints), (select max(global_position) from events), 0) as lag`
  return Number(row?.lag ?? 0)
}
