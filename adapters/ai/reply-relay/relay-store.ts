import type { Sql, Tx } from "../../../eventstore/db.ts"
import { type Fragment, q } from "../../../eventstore/sql-text.ts"

/** How long an undelivered reply is kept (sealed) for the browser that asked for it; then it is swept. */
export const RELAY_TTL_HOURS = 24
/** A reply is generated for at most this long; an unfinished relay older than this was cut off (a replica stopped). */
export const RELAY_MAX_GENERATION_MS = 3 * 60_000

export interface RelayRow {
  readonly reply_id: string
  readonly message_id: string
  readonly server_key: string
  readonly finished: boolean
  /** Still unfinished past the generation bound: its writer is gone. */
  readonly lost: boolean
}

export interface SealedChunk {
  readonly seq: number
  readonly sealed: Buffer
}

const relayColumns = (sql: Sql) => sql`
  reply_id::text, message_id, server_key, finished_at is not null as finished,
  (finished_at is null and created_at < now() - ${RELAY_MAX_GENERATION_MS / 1000} * interval '1 second') as lost`

/** Deletes the relays past their time (their chunks go with them); answers how many. */
export const sweepExpiredRelays = async (sql: Sql) =>
  (await sql`delete from reply_relays where expires_at < now()`).count

/** A relay opened by a batch: `finished` when the whole reply ended before its first batch was written. */
export interface OpenedRelay {
  readonly replyId: string
  readonly chatId: string
  readonly userId: string
  readonly messageId: string
  readonly serverKey: string
  readonly finished: boolean
}

export interface StoredChunk {
  readonly replyId: string
  readonly seq: number
  readonly sealed: Buffer
}

/** What one tick of the chunk writer stores, for every live reply of this process at once. */
export interface RelayBatch {
  readonly opens: ReadonlyArray<OpenedRelay>
  readonly chunks: ReadonlyArray<StoredChunk>
  /** Relays opened by an earlier batch whose reply ended. */
  readonly finishes: ReadonlyArray<string>
  /** The replies this process is writing: the answer says which of them someone asked to stop. */
  readonly watched: ReadonlyArray<string>
}

/**
 * ONE statement for a whole tick (chunk-writer.ts), in autocommit (one round trip): opens the new relays (sweeping
 * the expired ones when there are any), inserts every reply's chunks, marks the ended ones finished, and answers
 * which watched replies were asked to stop. It commits without waiting for the WAL flush: `synchronous_commit` is
 * set off for its own transaction only (`set_config(…, true)`, SET LOCAL in the statement itself), so a crash of
 * Postgres may lose the last fraction of a second of chunks, i.e. at most the last window of a resumable stream;
 * the reply itself is stored by the browser, durably, when it ends. `synchronousCommit` is the setting the
 * statement ran with.
 */
export const writeRelayBatch = async (sql: Sql, batch: RelayBatch) => {
  const opens = batch.opens.map((o) => ({
    reply_id: o.replyId,
    chat_id: o.chatId,
    user_id: o.userId,
    message_id: o.messageId,
    server_key: o.serverKey,
    finished: o.finished,
  }))
  const sealed = batch.chunks.map((c) => ({
    reply_id: c.replyId,
    seq: c.seq,
    sealed: c.sealed.toString("base64"),
  }))
  const [row] = await sql<{ synchronous_commit: string; stops: ReadonlyArray<string> }[]>`
    with swept as (
      delete from reply_relays where ${opens.length > 0}::boolean and expires_at < now()
    ), opened as (
      insert into reply_relays (reply_id, chat_id, user_id, message_id, server_key, finished_at, expires_at)
      select o.reply_id, o.chat_id, o.user_id, o.message_id, o.server_key, case when o.finished then now() end,
             now() + ${RELAY_TTL_HOURS} * interval '1 hour'
      from jsonb_to_recordset(${sql.json(opens as never)})
        as o(reply_id uuid, chat_id uuid, user_id uuid, message_id text, server_key text, finished boolean)
    ), chunks as (
      insert into reply_chunks (reply_id, seq, sealed)
      select c.reply_id, c.seq, decode(c.sealed, 'base64')
      from jsonb_to_recordset(${sql.json(sealed as never)}) as c(reply_id uuid, seq int, sealed text)
    ), finished as (
      update reply_relays set finished_at = now()
      where reply_id = any(${batch.finishes}::uuid[]) and finished_at is null
    )
    select set_config('synchronous_commit', 'off', true) as synchronous_commit,
           array(select reply_id::text from reply_relays
                 where reply_id = any(${batch.watched}::uuid[]) and stop_requested) as stops`
  return { stops: row?.stops ?? [], synchronousCommit: row?.synchronous_commit ?? "" }
}

/** Which of these replies someone asked (from any replica) to stop: the writer's poll while no chunk is due. */
export const stopsRequested = async (sql: Sql, replyIds: ReadonlyArray<string>) =>
  (
    await sql<{ reply_id: string }[]>`
      select reply_id::text from reply_relays where reply_id = any(${replyIds}::uuid[]) and stop_requested`
  ).map((row) => row.reply_id)

/** The relay of a reply, only for its own user and chat (anyone else's is as unknown as a missing one). */
export const findRelay = async (
  sql: Sql,
  owner: { readonly userId: string; readonly chatId: string },
  replyId: string,
) => {
  const [row] = await sql<RelayRow[]>`
    select ${relayColumns(sql)} from reply_relays
    where reply_id = ${replyId} and user_id = ${owner.userId} and chat_id = ${owner.chatId}
      and expires_at > now()`
  return row ?? null
}

/** The replies of a chat not yet delivered (stored by the browser), oldest first. */
export const pendingRelays = (sql: Sql, owner: { readonly userId: string; readonly chatId: string }) =>
  sql<RelayRow[]>`
    select ${relayColumns(sql)} from reply_relays
    where user_id = ${owner.userId} and chat_id = ${owner.chatId} and expires_at > now()
    order by created_at`

/** The replies of all a user's chats not yet delivered, oldest first (deleted chats keep none). */
export const pendingRelaysOfUser = (sql: Sql, userId: string) =>
  sql<(RelayRow & { readonly chat_id: string })[]>`
    select chat_id::text, ${relayColumns(sql)} from reply_relays
    where user_id = ${userId} and expires_at > now()
    order by created_at`

export const chunksAfter = (sql: Sql, replyId: string, after: number) =>
  sql<SealedChunk[]>`
    select seq, sealed from reply_chunks where reply_id = ${replyId} and seq > ${after} order by seq`

/** Asks the replica writing the reply to stop (it reads the flag with each chunk and every half second). */
export const requestStop = (sql: Sql, replyId: string) =>
  sql`update reply_relays set stop_requested = true where reply_id = ${replyId}`

/**
 * The browser stored the reply (encrypted with its own key): the sealed copy goes, as a part (CTE) of the very
 * statement that appends the reply (its chunks go with it, by the foreign key's cascade).
 */
export const deleteRelayPart = (userId: string, replyId: string): Fragment =>
  q`delete from reply_relays where reply_id = ${replyId}::uuid and user_id = ${userId}::uuid`

/** A deleted chat keeps no sealed reply: its relays (and their chunks) go in the deleting transaction. */
export const deleteChatRelays = async (tx: Tx, chatId: string) => {
  await tx`delete from reply_relays where chat_id = ${chatId}`
}

/** A deleted user keeps no sealed reply, in any chat: their relays (and chunks) go in the deleting transaction. */
export const deleteUserRelays = async (tx: Tx, userId: string) => {
  await tx`delete from reply_relays where user_id = ${userId}`
}
