import { Schema } from "effect"
import { idOfStream, userStream } from "../../domain/shared/stream-ids.ts"
import { WalletEvent } from "../../domain/wallet/wallet-events.ts"
import { evolveWallet, initialWalletState, type WalletState } from "../../domain/wallet/wallet-state.ts"
import type { Sql, Tx } from "../../eventstore/db.ts"
import type { Projection, ProjectedEvent, Statement } from "../projection.ts"
import { ident, json, q } from "../../eventstore/sql-text.ts"
import { isUuid } from "../../domain/shared/uuid.ts"

const decode = Schema.decodeUnknownSync(WalletEvent)
const walletEvents: ReadonlyArray<string> = WalletEvent.members.map(
  (member) => member.fields._tag.schema.literal,
)

const userOf = (event: ProjectedEvent) =>
  idOfStream(event.type === "UserDeleted" ? "user" : "wallet", event.streamId)

/** The wallets' current states (locked for the rest of the transaction) and which of their users are deleted. */
const load = async (db: Sql | Tx, table: string, userIds: ReadonlyArray<string>) => {
  const [rows, deleted] = await Promise.all([
    db<{ user_id: string; state: WalletState }[]>`
      select user_id::text as user_id, state from ${db(table)} where user_id = any(${userIds as Array<string>}::uuid[])
      for update`,
    db<{ stream_id: string }[]>`
      select stream_id from events
      where type = 'UserDeleted' and stream_id = any(${userIds.map(userStream)}::text[])`,
  ])
  return {
    states: new Map(rows.map((r) => [r.user_id, r.state])),
    deleted: new Set(deleted.map((r) => idOfStream("user", r.stream_id))),
  }
}

/**
 * Folds with the domain's own `evolveWallet`, so the read model can never disagree with the decider; the fold
 * needs the current state, so this projection reads before it writes. A user's UserDeleted drops their wallet
 * row, and a wallet event of a deleted user (their running session expiring later) does not bring it back:
 * whether the log holds their UserDeleted is the same in a rebuild as live, so both end without the row.
 */
export const wallets: Projection = {
  name: "wallets",
  mode: "inline",
  handles: [...walletEvents, "UserDeleted"],
  readsBeforeWrite: (events) => events.some((e) => walletEvents.includes(e.type)),
  plan: async (db, events, table) => {
    const userIds = [...new Set(events.map(userOf))].filter((id) => isUuid(id))
    if (userIds.length === 0) return []
    const { states, deleted } = await load(db, table, userIds)
    // inline, the batch's own UserDeleted is not in the log yet
    for (const event of events) if (event.type === "UserDeleted") deleted.add(userOf(event))
    const changed = new Map<string, WalletState>()
    for (const event of events) {
      const userId = userOf(event)
      if (event.type === "UserDeleted" || deleted.has(userId) || !isUuid(userId)) continue
      const state = changed.get(userId) ?? states.get(userId) ?? initialWalletState
      changed.set(
        userId,
        evolveWallet(state, decode({ ...event.data, _tag: event.type, schemaVersion: event.schemaVersion })),
      )
    }
    const t = ident(table)
    const statements: Array<Statement> = []
    if (changed.size > 0) {
      const rows = [...changed].map(([user_id, state]) => ({ user_id, state }))
      statements.push(q`insert into ${t} (user_id, state)
        select user_id, state from jsonb_to_recordset(${json(rows)}) as x(user_id uuid, state jsonb)
        on conflict (user_id) do update set state = excluded.state`)
    }
    const gone = userIds.filter((id) => deleted.has(id))
    if (gone.length > 0) statements.push(q`delete from ${t} where user_id = any(${gone}::uuid[])`)
    return statements
  },
}
