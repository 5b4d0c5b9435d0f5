import { Effect } from "effect"
import { UserNotFound } from "../../domain/user/user-errors.ts"
import { Db, type Sql } from "../../eventstore/db.ts"
import { findUserById, type UserRow } from "../../projections/user-directory/user-directory-queries.ts"
import type { UserDto } from "../contract/user.ts"

export interface UserTotals {
  readonly chats: number
  readonly messages: number
}

/**
 * The user's chats and messages, from the chat list read model (`chats`, built by the chat feature). Until that
 * table exists both are 0. A deleted chat does not count, whether the read model drops its row or flags it
 * `deleted`.
 */
export const userTotals = async (sql: Sql, userId: string): Promise<UserTotals> => {
  const [shape] = await sql<{ present: boolean; flagged: boolean }[]>`
    select to_regclass('public.chats') is not null as present,
           exists (select 1 from information_schema.columns
                   where table_schema = 'public' and table_name = 'chats' and column_name = 'deleted') as flagged`
  if (!shape?.present) return { chats: 0, messages: 0 }
  const live = shape.flagged ? sql`and not deleted` : sql``
  const [row] = await sql<{ chats: number; messages: number }[]>`
    select count(*)::int as chats, coalesce(sum(message_count), 0)::int as messages
    from chats where user_id = ${userId} ${live}`
  return { chats: row?.chats ?? 0, messages: row?.messages ?? 0 }
}

const relations = ["amico", "familiare", "partner", "altro"] as const
type Relation = (typeof relations)[number]
const relationOf = (value: string | null): Relation | null =>
  relations.find((relation) => relation === value) ?? null

export const toUserDto = (row: UserRow, totals: UserTotals): UserDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  ai_name: row.ai_name,
  is_admin: row.is_admin,
  is_verified: row.is_verified,
  created_at: new Date(row.created_at).toISOString(),
  last_login: row.last_login === null ? null : new Date(row.last_login).toISOString(),
  total_chats: totals.chats,
  total_messages: totals.messages,
  encryption_salt: row.encryption_salt,
  emergency_contact:
    row.emergency_contact === null
      ? null
      : {
          name: row.emergency_contact.name,
          phone: row.emergency_contact.phone,
          relation: relationOf(row.emergency_contact.relation),
        },
})

/** The user as the API shows it, from the `users` read model (inline: it already holds this request's writes). */
export const loadUserDto = (userId: string): Effect.Effect<UserDto, UserNotFound, Db> =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    const row = yield* Effect.promise(() => findUserById(sql, userId))
    if (row === undefined) return yield* new UserNotFound()
    const totals = yield* Effect.promise(() => userTotals(sql, userId))
    return toUserDto(row, totals)
  }).pipe(Effect.withSpan("Accounts.loadUser"))
