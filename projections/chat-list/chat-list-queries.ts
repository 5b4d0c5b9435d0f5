import type { Sql, Tx } from "../../eventstore/db.ts"

export interface ChatRow {
  readonly id: string
  readonly user_id: string
  readonly approach: string
  readonly title_ciphertext: string | null
  readonly message_count: number
  readonly created_at: Date
  readonly updated_at: Date
  readonly started_at: Date | null
  readonly ends_at: Date | null
  readonly completed_at: Date | null
}

const fields = (sql: Sql | Tx) =>
  sql`id::text as id, user_id::text as user_id, approach, title_ciphertext, message_count, created_at, updated_at,
      started_at, ends_at, completed_at`

export const listChats = (sql: Sql | Tx, userId: string): Promise<ReadonlyArray<ChatRow>> =>
  sql<
    ChatRow[]
  >`select ${fields(sql)} from chats where user_id = ${userId} order by updated_at desc, created_at desc`

export const findChat = async (sql: Sql | Tx, id: string, userId: string): Promise<ChatRow | undefined> => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const [row] = await sql<
    ChatRow[]
  >`select ${fields(sql)} from chats where id = ${id} and user_id = ${userId}`
  return row
}

export const userTotals = async (sql: Sql | Tx, userId: string) => {
  const [row] = await sql<{ chats: number; messages: number }[]>`
    select count(*)::int as chats, coalesce(sum(message_count), 0)::int as messages from chats where user_id = ${userId}`
  return { total_chats: row?.chats ?? 0, total_messages: row?.messages ?? 0 }
}

/**
 * When the user's other sessions started, from a day and a half before `until` up to it (the care note counts the
 * sessions of the person's calendar day, whatever their offset from UTC).
 */
export const otherSessionStarts = async (
  sql: Sql | Tx,
  userId: string,
  chatId: string,
  until: string,
): Promise<ReadonlyArray<string>> => {
  const rows = await sql<{ started_at: Date }[]>`
    select started_at from chats
    where user_id = ${userId} and id <> ${chatId} and started_at is not null
      and started_at <= ${until}::timestamptz and started_at > ${until}::timestamptz - interval '36 hours'`
  return rows.map((row) => row.started_at.toISOString())
}
