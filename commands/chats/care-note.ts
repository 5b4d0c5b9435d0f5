import { Effect } from "effect"
import { careNoteFor } from "../../domain/chat/care-note.ts"
import { Db } from "../../eventstore/db.ts"
import { otherSessionStarts } from "../../projections/chat-list/chat-list-queries.ts"
import { findUserById } from "../../projections/user-directory/user-directory-queries.ts"
import { chats } from "../aggregates.ts"

/**
 * Whether this session of the user's gets the care note (issue 27, domain/chat/care-note.ts): their switch, the
 * session's start and whether a crisis opened or kept it open (a waived credit, a continuation, a resumption),
 * and when their other sessions of the last day and a half started, on the offset the browser gave.
 */
export const careNoteForSession = Effect.fn("Commands.careNoteForSession")(function* (
  userId: string,
  chatId: string,
  offsetMinutes: number,
) {
  const { sql } = yield* Db
  const { state } = yield* chats.read(chatId)
  const session = state.status === "open" && state.userId === userId ? state.session : null
  const startedAt = session?.startedAt ?? null
  const user = yield* Effect.promise(() => findUserById(sql, userId))
  const otherStarts =
    startedAt === null ? [] : yield* Effect.promise(() => otherSessionStarts(sql, userId, chatId, startedAt))
  return careNoteFor({
    enabled: user?.care_note === true,
    session: {
      startedAt,
      crisis: session !== null && (session.creditSource === "waived" || session.continued),
    },
    otherStarts,
    offsetMinutes,
  })
})
