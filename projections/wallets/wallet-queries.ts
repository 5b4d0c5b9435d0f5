import type { Sql, Tx } from "../../eventstore/db.ts"
import { initialWalletState, type WalletState } from "../../domain/wallet/wallet-state.ts"

export const findWallet = async (sql: Sql | Tx, userId: string): Promise<WalletState> => {
  const [row] = await sql<{ state: WalletState }[]>`select state from wallets where user_id = ${userId}`
  return row?.state ?? initialWalletState
}
