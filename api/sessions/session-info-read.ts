import type { WalletState } from "../../domain/wallet/wallet-state.ts"
import { initialWalletState } from "../../domain/wallet/wallet-state.ts"
import type { Sql } from "../../eventstore/db.ts"
import { isUuid } from "../../contract/uuid.ts"

/**
 * The user's folded wallet, in one round trip that also proves the user is still in the directory and says
 * how many times their password changed (a token issued before the latest change is revoked, as
 * `authenticate` checks on every other route): undefined for an unknown or deleted user; the initial wallet
 * for a user whose wallet has no event yet. (Reads the users and wallets read models and the user's stream.)
 */
export const readWalletOfExistingUser = async (
  sql: Sql,
  userId: string,
): Promise<{ readonly wallet: WalletState; readonly credentialVersion: number } | undefined> => {
  if (!isUuid(userId)) return undefined
  const [row] = await sql<{ state: WalletState | null; credential_version: number }[]>`
    select w.state,
           (select count(*)::int from events e
            where e.stream_id = 'user-' || u.id::text and e.type = 'PasswordChanged') as credential_version
    from users u left join wallets w on w.user_id = u.id where u.id = ${userId}`
  if (row === undefined) return undefined
  return { wallet: row.state ?? initialWalletState, credentialVersion: row.credential_version }
}
