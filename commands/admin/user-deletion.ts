import { Effect, Schema } from "effect"
import { deleteUserRelays } from "../../adapters/ai/reply-relay/relay-store.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { UserNotFound } from "../../domain/user/user-errors.ts"
import type { UserEvent } from "../../domain/user/user-events.ts"
import { AddressDigest } from "../../eventstore/address-digest.ts"
import type { Tx } from "../../eventstore/db.ts"
import { forgetSubject } from "../../eventstore/personal-data.ts"
import { cancelUserJobs } from "../../eventstore/cancel-user-jobs.ts"
import { userIdOf } from "../accounts/password-reset.ts"
import { decideOnUser, expectErrors, runCommand } from "../accounts/user-stream.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"
import { eraseCountersOf } from "../rate-limits/rate-limiter.ts"

/** An admin asked to delete their own account. */
export class OwnAccountProtected extends Schema.TaggedError<OwnAccountProtected>()(
  "OwnAccountProtected",
  {},
) {}

const emailOf = (history: ReadonlyArray<UserEvent>): string | undefined =>
  history.find((event) => event._tag === "UserRegistered")?.email

/** Who is erased: the user, and their address (as registered) with its digest, when the log still has it. */
export interface ErasedAccount {
  readonly userId: string
  readonly address?: { readonly email: string; readonly digest: string } | undefined
}

/** The account `history` belongs to, as `eraseUserData` needs it. */
export const erasedAccountOf = Effect.fn(function* (userId: string, history: ReadonlyArray<UserEvent>) {
  const email = emailOf(history)
  if (email === undefined) return { userId }
  const digest = yield* AddressDigest
  return { userId, address: { email, digest: digest.of(email) } }
})

/**
 * What the deleting transaction erases besides the key: the user's (encrypted) images, their waiting jobs, the
 * replies kept sealed for their browser, their storage budget, and the rows that name them or their address
 * (rate-limit counters, by exact key segment; the development outbox).
 */
export const eraseUserData = (account: ErasedAccount) => async (tx: Tx) => {
  const { userId, address } = account
  await forgetSubject(tx, userId)
  await cancelUserJobs(tx, userId)
  await tx`delete from images where user_id = ${userId}`
  await deleteUserRelays(tx, userId)
  await tx`delete from local_checkout_sessions where user_id = ${userId}`
  await tx`delete from storage_budgets where user_id = ${userId}`
  await eraseCountersOf(tx, address === undefined ? [userId] : [userId, address.digest])
  if (address !== undefined) await tx`delete from mail_outbox where lower(recipient) = ${address.email}`
}

/**
 * An admin deletes a user: UserDeleted (by = the admin) on `user-{id}`, and in the same transaction
 * crypto-shredding (the user's key is deleted, so the name and e-mail in the log can no longer be read) and the
 * user's images. The inline projections drop the user from `users`, `chats` and `wallets` in that transaction too.
 * The admin's own account and admin accounts are refused; an unknown or already deleted user is UserNotFound.
 */
export const deleteUserAsAdmin = Effect.fn("Commands.deleteUserAsAdmin")(function* (
  adminId: string,
  rawUserId: string,
) {
  const userId = userIdOf(rawUserId)
  if (userId === undefined) return yield* new UserNotFound()
  if (userId === adminId.toLowerCase()) return yield* new OwnAccountProtected()
  const now = yield* currentInstant
  const { value: deleted } = yield* runCommand([userStream(userId)], (loaded) =>
    Effect.gen(function* () {
      const decided = yield* decideOnUser(loaded, userId, { _tag: "DeleteUser", by: adminId, now })
      return {
        appends: [decided.append],
        // already deleted but not yet forgotten: finish the erasure, and still answer "not found"
        value: decided.events.length > 0,
        hooks: [eraseUserData(yield* erasedAccountOf(userId, decided.history))],
      }
    }),
  ).pipe(expectErrors("UserNotFound", "AdminUserProtected"))
  if (!deleted) return yield* new UserNotFound()
})
