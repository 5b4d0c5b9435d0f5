import type { WalletState } from "../../domain/wallet/wallet-state.ts"
import { initialWalletState } from "../../domain/wallet/wallet-state.ts"
import type { Sql } from "../../eventstore/db.ts"

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The user's folded wallet, in one round trip that also proves the user is still in the directory:
 * undefined for an unknown or deleted user; the initial wallet for a user whose wallet has no event yet.
 * (Reads the users and wallets read models; their projections own the tables.)
 */
export const readWalletOfExistingUser = async (
  sql: Sql,
  userId: string,
): Promise<WalletState | undefined> => {
  if (!uuid.test(userId)) return undefined
  const [row] = await sql<{ state: WalletState | null }[]>`
    select w.state from users u left join wallets w on w.user_id = u.id where u.id = ${userId}`
  if (row === undefined) return undefined
  return row.state ?? initialWalletState
}
