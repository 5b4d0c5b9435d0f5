import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ReplyRelay } from "../adapters/ai/reply-relay/reply-relay.ts"
import { Db } from "../eventstore/db.ts"
import { ownedChat } from "./chats/owned-chat.ts"
import { relayedAsSse, resumeAfter } from "./chats/resume-sse.ts"
import { Api } from "../contract/api.ts"
import { NotFound } from "../contract/errors.ts"
import { CurrentUser } from "../contract/middleware.ts"

const replyNotFound = () =>
  new NotFound({
    code: "REPLY_NOT_FOUND",
    detail: "Questa risposta non c'è più: potrebbe essere già stata salvata.",
  })

/** Replies that outlive their request (contract/replies.ts): the pending list, resuming, Stop. */
export const RepliesLive = HttpApiBuilder.group(Api, "replies", (handlers) =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    const relay = yield* ReplyRelay
    const owner = (chatId: string) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const row = yield* ownedChat(sql, user.id, chatId)
        return { userId: user.id, chatId: row.id }
      })
    return handlers
      .handle("pendingAll", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const rows = yield* relay.pendingOfUser(user.id)
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
          const rows = yield* relay.pending(yield* owner(params.id))
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
          const after = resumeAfter(request.headers["last-event-id"])
          const frames = yield* relay.resume(yield* owner(params.id), params.reply_id, after)
          return frames === null ? yield* replyNotFound() : relayedAsSse(frames)
        }),
      )
      .handle("stop", ({ params }) =>
        Effect.gen(function* () {
          const outcome = yield* relay.stop(yield* owner(params.id), params.reply_id)
          return outcome === null ? yield* replyNotFound() : { stopped: outcome === "stopped" }
        }),
      )
  }),
)
