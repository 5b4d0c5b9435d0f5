import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import {
  findRelay,
  pendingRelays,
  pendingRelaysOfUser,
  requestStop,
} from "../adapters/ai/reply-relay/relay-store.ts"
import { Db } from "../eventstore/db.ts"
import { findChat } from "../projections/chat-list/chat-list-queries.ts"
import { resumeAfter, resumeAsSse } from "./chats/resume-sse.ts"
import { stopLocally } from "./chats/relayed-reply.ts"
import { Api } from "./contract/api.ts"
import { NotFound } from "./contract/errors.ts"
import { CurrentUser } from "./contract/middleware.ts"

const chatNotFound = () => new NotFound({ code: "CHAT_NOT_FOUND", detail: "Sessione non trovata." })
const replyNotFound = () =>
  new NotFound({
    code: "REPLY_NOT_FOUND",
    detail: "Questa risposta non c'è più: potrebbe essere già stata salvata.",
  })

/** Replies that outlive their request (api/contract/replies.ts): the pending list, resuming, Stop. */
export const RepliesLive = HttpApiBuilder.group(Api, "replies", (handlers) =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    const owner = (chatId: string) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const row = yield* Effect.promise(() => findChat(sql, chatId, user.id))
        if (!row) return yield* chatNotFound()
        return { userId: user.id, chatId: row.id }
      })
    const ownRelay = (chatId: string, replyId: string) =>
      Effect.gen(function* () {
        const who = yield* owner(chatId)
        const relay = /^[0-9a-f-]{36}$/i.test(replyId)
          ? yield* Effect.promise(() => findRelay(sql, who, replyId.toLowerCase()))
          : null
        if (relay === null) return yield* replyNotFound()
        return { who, relay }
      })
    return handlers
      .handle("pendingAll", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const rows = yield* Effect.promise(() => pendingRelaysOfUser(sql, user.id))
          return {
            replies: rows.map((r) => ({
              chat_id: r.chat_id,
              reply_id: r.reply_id,
              message_id: r.message_id,
              finished: r.finished,
            })),
          }
        }),
      )
      .handle("pending", ({ params }) =>
        Effect.gen(function* () {
          const who = yield* owner(params.id)
          const rows = yield* Effect.promise(() => pendingRelays(sql, who))
          return {
            replies: rows.map((r) => ({
              reply_id: r.reply_id,
              message_id: r.message_id,
              finished: r.finished,
            })),
          }
        }),
      )
      .handle("events", ({ params, request }) =>
        Effect.gen(function* () {
          const { who, relay } = yield* ownRelay(params.id, params.reply_id)
          return resumeAsSse(sql, who, relay, resumeAfter(request.headers["last-event-id"]))
        }),
      )
      .handle("stop", ({ params }) =>
        Effect.gen(function* () {
          const { relay } = yield* ownRelay(params.id, params.reply_id)
          if (relay.finished) return { stopped: false }
          yield* Effect.promise(() => requestStop(sql, relay.reply_id))
          stopLocally(relay.reply_id)
          return { stopped: true }
        }),
      )
  }),
)
