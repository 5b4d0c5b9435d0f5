import { Effect } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"
import { erasedAccountOf, eraseUserData } from "../admin/user-deletion.ts"
import { confirmPassword } from "./user-keys.ts"
import { decideOnUser, expectErrors, runCommand } from "./user-stream.ts"

/**
 * "Elimina il mio account": the password confirms it, then the same crypto-shredding as an administrator's
 * delete: UserDeleted (by = the user) and, in that transaction, the personal-data key, the images and the rows
 * naming the address go; the inline projections drop the user everywhere. The conversations stay ciphertext
 * whose key only the user's browser ever held.
 */
export const deleteOwnAccount = Effect.fn("Commands.deleteOwnAccount")(function* (
  userId: string,
  password: string,
) {
  yield* confirmPassword(userId, password)
  const now = yield* currentInstant
  yield* runCommand([userStream(userId)], (loaded) =>
    Effect.gen(function* () {
      const decided = yield* decideOnUser(loaded, userId, { _tag: "DeleteUser", by: userId, now })
      return {
        appends: [decided.append],
        value: undefined,
        hooks: [eraseUserData(yield* erasedAccountOf(userId, decided.history))],
      }
    }),
  ).pipe(expectErrors("UserNotFound", "AdminUserProtected"))
})
