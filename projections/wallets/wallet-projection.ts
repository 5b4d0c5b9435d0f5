import { userStream } from "../../domain/shared/stream-ids.ts"
import { Schema } from "effect"
import type { Tx } from "../../eventstore/db.ts"
import type { StoredEvent } from "../../eventstore/events.ts"
import { WalletEvent } from "../../domain/wallet/wallet-events.ts"
import { evolveWallet, initialWalletState, type WalletState } from "../../domain/wallet/wallet-state.ts"
import type { Projection } from "../projection.ts"

const decode = Schema.decodeUnknownSync(WalletEvent)

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Folds with the domain's own `evolveWallet`, so the read model can never disagree with the decider. A user's
 * UserDeleted drops their wallet row.
 */
const apply = async (tx: Tx, event: StoredEvent, table: string) => {
  const t = tx(table)
  if (event.type === "UserDeleted") {
    // a user-* event: the deleted user's wallet leaves the read model
    const deleted = event.streamId.slice("user-".length)
    if (uuid.test(deleted)) await tx`delete from ${t} where user_id = ${deleted}`
    return
  }
  const userId = event.streamId.slice("wallet-".length)
  // a wallet event of a deleted user (e.g. their running session expiring later) must not bring the row back;
  // whether the log holds their UserDeleted is the same in a rebuild as live, so both end without the row
  const [gone] =
    await tx`select 1 from events where stream_id = ${userStream(userId)} and type = 'UserDeleted' limit 1`
  if (gone) return
  const [row] = await tx<
    { state: WalletState }[]
  >`select state from ${t} where user_id = ${userId} for update`
  const next = evolveWallet(
    row?.state ?? initialWalletState,
    decode({ ...event.data, _tag: event.type, schemaVersion: event.schemaVersion }),
  )
  await tx`insert into ${t} (user_id, state, last_position) values (${userId}, ${tx.json(next as never)}, ${event.globalPosition.toString()})
    on conflict (user_id) do update set state = excluded.state, last_position = excluded.last_position`
}

export const wallets: Projection = {
  name: "wallets",
  mode: "inline",
  handles: [...WalletEvent.members.map((member) => member.fields._tag.schema.literal), "UserDeleted"],
  apply,
}
