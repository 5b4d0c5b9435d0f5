import { Schema } from "effect"
import type { Tx } from "../../eventstore/db.ts"
import type { StoredEvent } from "../../eventstore/events.ts"
import { WalletEvent } from "../../domain/wallet/wallet-events.ts"
import { evolveWallet, initialWalletState, type WalletState } from "../../domain/wallet/wallet-state.ts"
import type { Projection } from "../projection.ts"

const decode = Schema.decodeUnknownSync(WalletEvent)

/** Folds with the domain's own `evolveWallet`, so the read model can never disagree with the decider. */
const apply = async (tx: Tx, event: StoredEvent, table: string) => {
  const userId = event.streamId.slice("wallet-".length)
  const t = tx(table)
  const [row] = await tx<{ state: WalletState }[]>`select state from ${t} where user_id = ${userId} for update`
  const next = evolveWallet(row?.state ?? initialWalletState, decode({ ...event.data, _tag: event.type, schemaVersion: event.schemaVersion }))
  await tx`insert into ${t} (user_id, state, last_position) values (${userId}, ${tx.json(next as never)}, ${event.globalPosition.toString()})
    on conflict (user_id) do update set state = excluded.state, last_position = excluded.last_position`
}

export const wallets: Projection = {
  name: "wallets",
  mode: "inline",
  handles: WalletEvent.members.map((member) => member.fields._tag.schema.literal),
  apply,
}
