import { toUserEntity } from "../../commands/accounts/user-view.ts"
import type { Sql, Tx } from "../../eventstore/db.ts"
import type { UserRow } from "../../projections/user-directory/user-directory-queries.ts"
import type { AdminStats, AdminUser } from "../../contract/admin.ts"

/*
 * What the admin page reads, from the inline read models `users` and `chats` (a deleted user is already gone
 * from both, in the deleting transaction).
 */

/** The counts of SPEC §3 "Admin stats"; `recentSince` is the app clock's now minus 7 days (ISO-8601). */
export const adminStats = async (sql: Sql | Tx, recentSince: string): Promise<AdminStats> => {
  const [users] = await sql<{ total: number; verified: number; recent: number }[]>`
    select count(*)::int as total,
           count(*) filter (where is_verified)::int as verified,
           count(*) filter (where created_at >= ${recentSince})::int as recent
    from users`
  const [chats] = await sql<{ chats: number; messages: number }[]>`
    select count(*)::int as chats, coalesce(sum(message_count), 0)::int as messages from chats`
  return {
    total_users: users?.total ?? 0,
    verified_users: users?.verified ?? 0,
    total_chats: chats?.chats ?? 0,
    total_messages: chats?.messages ?? 0,
    recent_registrations: users?.recent ?? 0,
  }
}

/** A `users` row's public columns with the user's chat and message totals. */
type AdminUserRow = Omit<UserRow, "encryption_salt" | "emergency_contact"> & {
  readonly total_chats: number
  readonly total_messages: number
}

/** The newest `limit` users with their chat and message totals. */
export const adminUsers = async (sql: Sql | Tx, limit: number): Promise<ReadonlyArray<AdminUser>> => {
  const rows = await sql<AdminUserRow[]>`
    select u.id::text as id, u.name, u.email, u.ai_name, u.is_admin, u.is_verified, u.created_at, u.last_login,
           coalesce(c.chats, 0)::int as total_chats, coalesce(c.messages, 0)::int as total_messages
    from users u
    left join (
      select user_id, count(*) as chats, sum(message_count) as messages from chats group by user_id
    ) c on c.user_id = u.id
    order by u.created_at desc, u.id
    limit ${limit}`
  return rows.map((row) => toUserEntity(row, { chats: row.total_chats, messages: row.total_messages }))
}
