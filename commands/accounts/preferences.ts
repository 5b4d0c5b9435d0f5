import { Effect } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { decideOnUser, expectErrors, runCommand } from "./user-stream.ts"
import { loadUserDto } from "./user-view.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"

/** Renames the user's assistant (trimmed, non-blank) and returns the updated user. */
export const renameAssistant = Effect.fn("Commands.renameAssistant")(function* (
  userId: string,
  aiName: string,
) {
  const now = yield* currentInstant
  yield* runCommand([userStream(userId)], (loaded) =>
    Effect.map(decideOnUser(loaded, userId, { _tag: "RenameAssistant", aiName, now }), (decided) => ({
      appends: [decided.append],
      value: undefined,
    })),
  ).pipe(expectErrors("AssistantNameEmpty", "UserNotFound"))
  return yield* loadUserDto(userId)
})

/** The care note after the third session of a day or one at night (issue 27), on or off; returns the user. */
export const setCareNote = Effect.fn("Commands.setCareNote")(function* (userId: string, enabled: boolean) {
  const now = yield* currentInstant
  yield* runCommand([userStream(userId)], (loaded) =>
    Effect.map(decideOnUser(loaded, userId, { _tag: "SetCareNote", enabled, now }), (decided) => ({
      appends: [decided.append],
      value: undefined,
    })),
  ).pipe(expectErrors("UserNotFound"))
  return yield* loadUserDto(userId)
})
