import { idOfStream, walletStream } from "../domain/shared/stream-ids.ts"
import { sessionInfo } from "../domain/wallet/session-info.ts"
import { WalletEvent } from "../domain/wallet/wallet-events.ts"
import { connect, type Sql } from "../eventstore/db.ts"
import { decodeEvents } from "../eventstore/event-codec.ts"
import { readStreamEvents } from "../eventstore/event-store.ts"
import { findUserByEmail, findUserById } from "../projections/user-directory/user-directory-queries.ts"
import { findWallet } from "../projections/wallets/wallet-queries.ts"
import { openDatabase } from "./database.ts"
import {
  compareWithSessionInfo,
  foldLedger,
  formatLedger,
  type Balances,
  type Mismatch,
} from "./wallet-ledger.ts"
import { isUuid } from "../domain/shared/uuid.ts"

/*
 * Operator auditor (read-only). `ledger <email|userId>`: the user's credit and code history from the event log
 * alone, then the final balance checked against session-info (wallets read model + domain sessionInfo).
 * `verify-all`: the same check for every wallet stream. Exit 1 on any mismatch, 2 on bad usage.
 */

const usage = `Usage: npm run audit -- ledger <email|userId>
       npm run audit -- verify-all`

const decodeWallet = decodeEvents(WalletEvent)

interface Audit {
  readonly userId: string
  readonly rows: ReturnType<typeof foldLedger>["rows"]
  readonly final: Balances
  readonly mismatches: ReadonlyArray<Mismatch>
}

const auditWallet = async (sql: Sql, userId: string, now: string): Promise<Audit> => {
  const events = decodeWallet(await readStreamEvents(sql, walletStream(userId)))
  const { rows, final } = foldLedger(events)
  const actual = sessionInfo(await findWallet(sql, userId), now)
  return { userId, rows, final, mismatches: compareWithSessionInfo(final, actual, now) }
}

const describeMismatches = (mismatches: ReadonlyArray<Mismatch>) =>
  mismatches
    .map(
      (m) =>
        `  ${m.field}: ledger ${JSON.stringify(m.ledger)} ≠ session-info ${JSON.stringify(m.sessionInfo)}`,
    )
    .join("\n")

const summary = (b: Balances) =>
  `free ${b.free}, subscription ${b.subscriptionId === null ? "none" : `${b.subscription} (expires ${b.subscriptionExpiresAt})`}, purchased/codes ${b.purchased}, unlimited ${b.unlimitedUntil ?? "none"}`

const ledger = async (sql: Sql, who: string, now: string): Promise<number> => {
  const user = isUuid(who) ? await findUserById(sql, who) : await findUserByEmail(sql, who)
  const userId = user?.id ?? (isUuid(who) ? who : undefined)
  if (userId === undefined) {
    console.error(`No user with email ${who}`)
    return 2
  }
  const audit = await auditWallet(sql, userId, now)
  console.log(
    `Wallet of ${userId}${user ? ` (${user.email})` : " (user not in the directory)"}: ${audit.rows.length} events`,
  )
  if (audit.rows.length > 0) console.log(formatLedger(audit.rows))
  console.log(`Final balance from the log: ${summary(audit.final)}`)
  if (audit.mismatches.length === 0) {
    console.log("OK: the log's balance matches session-info")
    return 0
  }
  console.log(`MISMATCH between the log and session-info:\n${describeMismatches(audit.mismatches)}`)
  return 1
}

/** Every wallet of a user who is not deleted (a deleted user's wallet leaves the read model by design). */
const verifyAll = async (sql: Sql, now: string): Promise<number> => {
  const streams = await sql<{ stream_id: string; deleted: boolean }[]>`
    select s.stream_id, exists (
      select 1 from events d where d.stream_id = 'user-' || substr(s.stream_id, 8) and d.type = 'UserDeleted'
    ) as deleted
    from (select distinct stream_id from events where stream_id like 'wallet-%') s order by s.stream_id`
  const live = streams.filter((s) => !s.deleted)
  let bad = 0
  for (const { stream_id } of live) {
    const audit = await auditWallet(sql, idOfStream("wallet", stream_id), now)
    if (audit.mismatches.length > 0) {
      bad += 1
      console.log(`MISMATCH ${stream_id}:\n${describeMismatches(audit.mismatches)}`)
    }
  }
  const skipped = streams.length - live.length
  console.log(
    `${live.length} wallets checked, ${bad} mismatched${bad === 0 ? ": OK" : ""}` +
      (skipped > 0 ? ` (${skipped} of deleted users not checked)` : ""),
  )
  return bad === 0 ? 0 : 1
}

const [command, argument] = process.argv.slice(2)
if (!(command === "ledger" && argument) && command !== "verify-all") {
  console.error(usage)
  process.exit(2)
}

const database = await openDatabase()
const sql = connect(database.url, { max: 2 })
let code = 1
try {
  const now = new Date().toISOString()
  code = command === "ledger" ? await ledger(sql, argument!.trim(), now) : await verifyAll(sql, now)
} finally {
  await sql.end()
  await database.stop()
}
process.exit(code)
