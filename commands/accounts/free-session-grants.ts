import { Effect } from "effect"
import { AddressDigest } from "../../eventstore/address-digest.ts"
import { Db, type Tx } from "../../eventstore/db.ts"

/*
 * The 3 free sessions come once per address, not once per account (issue 24): each address that had them is
 * kept in `free_session_grants` as its keyed hash (`AddressDigest`), which account deletion does not erase, so
 * deleting the account and signing up again with the same address gives no new free sessions. The hash tells
 * nothing without the server secret; the privacy page and the README say it is kept.
 */

/** The address's digest, and whether it already had its free sessions with an earlier account. */
export const freeSessionsOfAddress = Effect.fn("Commands.freeSessionsOfAddress")(function* (email: string) {
  const digest = (yield* AddressDigest).of(email)
  const { sql } = yield* Db
  const rows = yield* Effect.promise(
    () => sql`select 1 from free_session_grants where address_digest = ${digest}`,
  )
  return { digest, alreadyGranted: rows.length > 0 }
})

/** Records, in the sign-up's own transaction, that the address had its free sessions. */
export const recordFreeSessionGrant = (digest: string, at: string) => async (tx: Tx) => {
  await tx`insert into free_session_grants (address_digest, granted_at) values (${digest}, ${at})
    on conflict (address_digest) do nothing`
}
