import type { Sql, Tx } from "../../../eventstore/db.ts"

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

/** Opens a relay (and sweeps the expired ones: the table only holds replies of the last day). */
export const openRelay = async (
  sql: Sql,
  relay: {
    readonly replyId: string
    readonly chatId: string
    readonly userId: string
    readonly messageId: string
    readonly serverKey: string
  },
) => {
  await sweepExpiredRelays(sql)
  await sql`
    insert into reply_relays (reply_id, chat_id, user_id, message_id, server_key, expires_at)
    values (${relay.replyId}, ${relay.chatId}, ${relay.userId}, ${relay.messageId}, ${relay.serverKey},
            now() + ${RELAY_TTL_HOURS} * interval '1 hour')`
}

/** Stores one sealed chunk; answers whether someone asked (from any replica) to stop the reply. */
export const appendChunk = async (sql: Sql, replyId: string, seq: number, sealed: Buffer) => {
  const [row] = await sql<{ stop_requested: boolean }[]>`
    with chunk as (insert into reply_chunks (reply_id, seq, sealed) values (${replyId}, ${seq}, ${sealed}))
    select stop_requested from reply_relays where reply_id = ${replyId}`
  return row?.stop_requested === true
}

export const finishRelay = (sql: Sql, replyId: string) =>
  sql`update reply_relays set finished_at = now() where reply_id = ${replyId} and finished_at is null`

export const stopRequested = async (sql: Sql, replyId: string) => {
  const [row] = await sql<{ stop_requested: boolean }[]>`
    select stop_requested from reply_relays where reply_id = ${replyId}`
  return row?.stop_requested === true
}

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

/** The browser stored the reply (encrypted with its own key): the sealed copy goes. */
export const deleteRelay = (db: Sql | Tx, userId: string, replyId: string) =>
  db`delete from reply_relays where reply_id = ${replyId} and user_id = ${userId}`

/** A deleted chat keeps no sealed reply: its relays (and their chunks) go in the deleting transaction. */
export const deleteChatRelays = async (tx: Tx, chatId: string) => {
  await tx`delete from reply_relays where chat_id = ${chatId}`
}

/** A deleted user keeps no sealed reply, in any chat: their relays (and chunks) go in the deleting transaction. */
export const deleteUserRelays = async (tx: Tx, userId: string) => {
  await tx`delete from reply_relays where user_id = ${userId}`
}
