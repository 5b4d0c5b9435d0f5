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
  // only the user's chats that had a message replaced (rare), found through the indexed event type
  const rows = yield* Effect.promise(
    () => sql<{ chat_id: string }[]>`
      select distinct s.data->>'chatId' as chat_id from events s
      where s.type = 'ExchangeSuperseded'
        and exists (select 1 from events c
                    where c.stream_id = s.stream_id and c.type = 'ChatCreated' and c.data->>'userId' = ${userId})`,
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
