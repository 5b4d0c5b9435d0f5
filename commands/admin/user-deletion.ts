import { Effect, Schema } from "effect"
import { deleteUserRelays } from "../../adapters/ai/reply-relay/relay-store.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { UserNotFound } from "../../domain/user/user-errors.ts"
import type { UserEvent } from "../../domain/user/user-events.ts"
import type { Tx } from "../../eventstore/db.ts"
import { forgetSubject } from "../../eventstore/personal-data.ts"
import { cancelUserJobs } from "../../eventstore/cancel-user-jobs.ts"
import { userIdOf } from "../accounts/password-reset.ts"
import { decideOnUser, expectErrors, runCommand } from "../accounts/user-stream.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"

/** An admin asked to delete their own account. */
export class OwnAccountProtected extends Schema.TaggedError<OwnAccountProtected>()(
  "OwnAccountProtected",
  {},
) {}

const emailOf = (history: ReadonlyArray<UserEvent>): string | undefined =>
  history.find((event) => event._tag === "UserRegistered")?.email

/**
 * What the deleting transaction erases besides the key: the user's (encrypted) images, their waiting jobs, the
 * replies kept sealed for their browser, and the rows that name their address (rate-limit counters, the
 * development outbox).
 */
export const eraseUserData = (userId: string, email: string | undefined) => async (tx: Tx) => {
  await forgetSubject(tx, userId)
  await cancelUserJobs(tx, userId)
  await tx`delete from images where user_id = ${userId}`
  await deleteUserRelays(tx, userId)
  await tx`delete from local_checkout_sessions where user_id = ${userId}`
  if (email !== undefined) {
    await tx`delete from rate_limits where position(${email} in key) > 0`
    await tx`delete from mail_outbox where lower(recipient) = ${email}`
  }
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
    Effect.map(decideOnUser(loaded, userId, { _tag: "DeleteUser", by: adminId, now }), (decided) => ({
      appends: [decided.append],
      // already deleted but not yet forgotten: finish the erasure, and still answer "not found"
      value: decided.events.length > 0,
      hooks: [eraseUserData(userId, emailOf(decided.history))],
    })),
  ).pipe(expectErrors("UserNotFound", "AdminUserProtected"))
  if (!deleted) return yield* new UserNotFound()
})
