import type { Sql, Tx } from "../eventstore/db.ts"
import type { Checkpoint } from "../eventstore/events.ts"

/** Reads (creating if needed) and locks a checkpoint row for the rest of the transaction. */
export const lockCheckpoint = async (tx: Tx, name: string): Promise<Checkpoint> => {
  await tx`insert into projection_checkpoints (name) values (${name}) on conflict do nothing`
  const [row] = await tx<{ transaction_id: string; global_position: bigint }[]>`
    select transaction_id::text, global_position from projection_checkpoints where name = ${name} for update`
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
