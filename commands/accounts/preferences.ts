import { Clock, Effect } from "effect"
import { fromMillis } from "../../domain/shared/instant.ts"
import { decideOnUser, expectErrors, runCommand } from "./user-stream.ts"
import { loadUserDto } from "./user-view.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"

/** Renames the user's assistant (trimmed, non-blank) and returns the updated user. */
export const renameAssistant = Effect.fn("Accounts.renameAssistant")(function* (
  userId: string,
  aiName: string,
) {
  const now = fromMillis(yield* Clock.currentTimeMillis)
  yield* runCommand([userStream(userId)], (loaded) =>
    Effect.map(decideOnUser(loaded, userId, { _tag: "RenameAssistant", aiName, now }), (decided) => ({
      appends: [decided.append],
      value: undefined,
    })),
  ).pipe(expectErrors("AssistantNameEmpty", "UserNotFound"))
  return yield* loadUserDto(userId)
})
