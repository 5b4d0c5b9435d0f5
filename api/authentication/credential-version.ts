import type { Sql } from "../../eventstore/db.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"

/**
 * How many times the user's password changed (signed-in change or reset), read from the user's stream on every
 * request: a token carries the version it was issued at, and one issued before the latest change is refused.
 * Reading the log itself (not a replica's memory) makes the revocation hold across web replicas at once.
 */
export const credentialVersionOf = async (sql: Sql, userId: string): Promise<number> => {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from events
    where stream_id = ${userStream(userId)} and type = 'PasswordChanged'`
  return row?.n ?? 0
}

/**
 * What every authenticated request checks, in one round trip: the user the directory still has (a deleted account
 * is gone at once), their role now, and their credential version (as `credentialVersionOf`).
 */
export const authenticatedUserOf = async (
  sql: Sql,
  userId: string,
): Promise<
  { readonly id: string; readonly is_admin: boolean; readonly credential_version: number } | undefined
> => {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return undefined
  const [row] = await sql<{ id: string; is_admin: boolean; credential_version: number }[]>`
    select u.id, u.is_admin,
           (select count(*)::int from events e
            where e.stream_id = ${userStream(userId)} and e.type = 'PasswordChanged') as credential_version
    from users u where u.id = ${userId}`
  return row
}
