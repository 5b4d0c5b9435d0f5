import { Effect } from "effect"
import { Db } from "../../eventstore/db.ts"
import { chats } from "../aggregates.ts"

/**
 * The messages a "Rigenera" or "Modifica" replaced in the user's chats (ExchangeSuperseded): they left the
 * conversation shown (GET /chats/{id}) but stay in the log, so the export lists them, still ciphertext, marked
 * as replaced. Chats the user deleted are left out, like their conversations.
 */
export const supersededMessages = Effect.fn("Commands.supersededMessages")(function* (userId: string) {
  const { sql } = yield* Db
  const rows = yield* Effect.promise(
    () => sql<{ chat_id: string }[]>`
      select distinct data->>'chatId' as chat_id from events
      where type = 'ChatCreated' and data->>'userId' = ${userId}`,
  )
  const lists = yield* Effect.forEach(
    rows,
    (row) =>
      Effect.map(chats.read(row.chat_id), ({ events, state }) => {
        if (state.status !== "open") return []
        const replaced = new Map(
          events.flatMap((e) =>
            e._tag === "ExchangeSuperseded"
              ? e.messageIds.map((id) => [id, { at: e.at, reason: e.reason }] as const)
              : [],
          ),
        )
        return events.flatMap((e) => {
          const by = e._tag === "MessageRecorded" ? replaced.get(e.messageId) : undefined
          return e._tag === "MessageRecorded" && by !== undefined
            ? [
                {
                  chat_id: row.chat_id,
                  id: e.messageId,
                  role: e.role,
                  content: e.ciphertext,
                  timestamp: e.at,
                  image: e.image !== null,
                  superseded_at: by.at,
                  reason: by.reason,
                },
              ]
            : []
        })
      }),
    { concurrency: 4 },
  )
  return lists.flat().sort((a, b) => a.timestamp.localeCompare(b.timestamp))
})
