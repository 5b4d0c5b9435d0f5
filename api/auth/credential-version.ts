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
