import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AiService } from "../adapters/ai/ai-service.ts"
import { THERAPEUTIC_APPROACHES } from "../domain/chat/chat-approaches.ts"
import type { Approach } from "../domain/chat/chat-events.ts"
import { Db } from "../eventstore/db.ts"
import { findChat, listChats } from "../projections/chat-list/chat-list-queries.ts"
import {
  changeApproach,
  createChat,
  deleteChat,
  readChat,
  recordAssistantReply,
} from "../commands/chats/chat-use-cases.ts"
import { replyToMessage } from "../commands/chats/reply-to-message.ts"
import { providerCallErrors } from "./chats/ai-limit-errors.ts"
import { chatMessages, chatSummary, chatTitle } from "./chats/chat-views.ts"
import { replyAsJson, replyAsSse, wantsEventStream } from "./chats/reply-stream-sse.ts"
import { ReplyRelay } from "../adapters/ai/reply-relay/reply-relay.ts"
import { relayedAsSse } from "./chats/resume-sse.ts"
import { Api } from "../contract/api.ts"
import { ValidationError } from "../contract/errors.ts"
import { CurrentUser } from "../contract/middleware.ts"
import { replySealerFor, validateMessage, validReplyId, validSupersede } from "./chats/message-validation.ts"
import { supersedeExchange } from "../commands/chats/exchange-use-cases.ts"
import { httpErrors } from "./chats/chat-http-errors.ts"
import { storingErrors } from "./storage/storage-http-errors.ts"
import { ownedChat as ownedChatOf } from "./chats/owned-chat.ts"
import { currentInstant } from "../eventstore/clock.ts"

const approaches = new Set<string>(THERAPEUTIC_APPROACHES.map((a) => a.id))
const approachOf = (value: string | undefined): Effect.Effect<Approach, ValidationError> =>
  value === undefined || value === ""
    ? Effect.succeed("claude")
    : approaches.has(value)
      ? Effect.succeed(value as Approach)
      : Effect.fail(new ValidationError({ detail: "Approccio non valido: scegli tra claude, gpt e gemini." }))

export const ApproachesLive = HttpApiBuilder.group(Api, "approaches", (handlers) =>
  Effect.succeed(handlers.handle("list", () => Effect.succeed(THERAPEUTIC_APPROACHES))),
)

export const ChatsLive = HttpApiBuilder.group(Api, "chats", (handlers) =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    const ai = yield* AiService
    const relay = yield* ReplyRelay
    const ownedChat = (chatId: string) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const row = yield* ownedChatOf(sql, user.id, chatId)
        return { user, row }
      })
    return handlers
      .handle("list", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const rows = yield* Effect.promise(() => listChats(sql, user.id))
          const at = new Date(yield* currentInstant)
          return rows.map((row) => chatSummary(row, at))
        }),
      )
      .handle("create", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const approach = yield* approachOf(payload.therapeutic_approach)
          const { chatId } = yield* createChat(user.id, approach).pipe(Effect.orDie)
          const row = yield* Effect.promise(() => findChat(sql, chatId, user.id))
          if (!row) return yield* Effect.die(new Error("chat list did not receive the new chat"))
          return chatSummary(row, new Date(yield* currentInstant))
        }),
      )
      .handle("get", ({ params }) =>
        Effect.gen(function* () {
          const { row } = yield* ownedChat(params.id)
          const { events } = yield* readChat(row.id)
          return {
            id: row.id,
            title: chatTitle(events),
            therapeutic_approach: row.approach as Approach,
            created_at: row.created_at.toISOString(),
            updated_at: row.updated_at.toISOString(),
            messages: chatMessages(events),
            assistant_provider: ai.providerFor(row.approach as Approach),
          }
        }),
      )
      .handle("delete", ({ params }) =>
        Effect.gen(function* () {
          const { user, row } = yield* ownedChat(params.id)
          yield* httpErrors(deleteChat(user.id, row.id))
          return { success: true, message: "Sessione eliminata" }
        }),
      )
      .handle("approach", ({ params, payload }) =>
        Effect.gen(function* () {
          const { user, row } = yield* ownedChat(params.id)
          const approach = yield* approachOf(payload.therapeutic_approach)
          yield* httpErrors(changeApproach(user.id, row.id, approach))
          return { therapeutic_approach: approach }
        }),
      )
      .handle("send", ({ params, payload, request }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const message = yield* validateMessage(payload)
          const replyId = randomUUID()
          const sealer = yield* replySealerFor(payload.reply_key, replyId)
          const relayed = sealer !== null && wantsEventStream(request.headers.accept)
          const { meta, frames } = yield* storingErrors(
            replyToMessage({ ...message, userId: user.id, chatId: params.id, replyId }),
            providerCallErrors,
          )
          if (relayed) {
            const target = { replyId, chatId: params.id, userId: user.id, messageId: meta.message_id }
            return relayedAsSse(yield* relay.start(sealer, target, frames))
          }
          if (wantsEventStream(request.headers.accept)) return replyAsSse(frames)
          return yield* replyAsJson(meta, frames)
        }),
      )
      .handle("supersede", ({ params, payload }) =>
        Effect.gen(function* () {
          const { user, row } = yield* ownedChat(params.id)
          const { messageId, reason } = yield* validSupersede(payload)
          const { superseded } = yield* httpErrors(supersedeExchange(user.id, row.id, messageId, reason))
          return { superseded }
        }),
      )
      .handle("reply", ({ params, payload }) =>
        Effect.gen(function* () {
          const { user, row } = yield* ownedChat(params.id)
          const replyId = yield* validReplyId(payload.reply_id)
          if (payload.ciphertext.trim() === "")
            return yield* new ValidationError({ detail: "La risposta cifrata è vuota." })
          yield* storingErrors(recordAssistantReply(user.id, row.id, replyId, payload.ciphertext), httpErrors)
          return { success: true }
        }),
      )
  }),
)
