import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { requireVerifiedAddress } from "./accounts/verified-address.ts"
import { AiService } from "../adapters/ai/ai-service.ts"
import { THERAPEUTIC_APPROACHES } from "../domain/chat/chat-approaches.ts"
import type { Approach } from "../domain/chat/chat-events.ts"
import { SESSION_MINUTES } from "../domain/shared/constants.ts"
import { detectCrisis } from "../domain/safety/crisis-detector.ts"
import { Db } from "../eventstore/db.ts"
import { EventStore } from "../eventstore/event-store.ts"
import { findChat, listChats } from "../projections/chat-list/chat-list-queries.ts"
import { findUserById } from "../projections/user-directory/user-directory-queries.ts"
import {
  changeApproach,
  createChat,
  deleteChat,
  keepSessionOpen,
  readChat,
  recordAssistantReply,
  recordUserMessage,
} from "../commands/chats/chat-commands.ts"
import { chatMessages, chatSummary, chatTitle } from "./chats/chat-views.ts"
import { replyAsSse, replyFrames, wantsEventStream } from "./chats/reply-stream-sse.ts"
import { CHUNK_WINDOW_MS, relayedReply } from "./chats/relayed-reply.ts"
import { replySealer } from "../adapters/ai/reply-relay/relay-crypto.ts"
import { deleteRelay } from "../adapters/ai/reply-relay/relay-store.ts"
import { Api } from "./contract/api.ts"
import { ServiceUnavailable } from "./contract/chats.ts"
import { NotFound, ValidationError } from "./contract/errors.ts"
import { CurrentUser } from "./contract/middleware.ts"
import { validateMessage, validReplyId, validSupersede } from "./chats/message-validation.ts"
import { supersedeExchange } from "../commands/chats/exchange-commands.ts"
import { httpErrors } from "./chats/chat-http-errors.ts"
import { currentInstant } from "../eventstore/clock.ts"

const chatNotFound = () => new NotFound({ code: "CHAT_NOT_FOUND", detail: "Sessione non trovata." })
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
    const store = yield* EventStore
    const ai = yield* AiService
    const ownedChat = (chatId: string) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const row = yield* Effect.promise(() => findChat(sql, chatId, user.id))
        if (!row) return yield* chatNotFound()
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
          yield* requireVerifiedAddress(user.id)
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
          const { user, row } = yield* ownedChat(params.id)
          const message = yield* validateMessage(payload)
          const replyId = randomUUID()
          const sealer = payload.reply_key === undefined ? null : replySealer(payload.reply_key, replyId)
          if (payload.reply_key !== undefined && sealer === null)
            return yield* new ValidationError({
              code: "REPLY_KEY_INVALID",
              detail: "La chiave per cifrare la risposta non è valida: ricarica la pagina e riprova.",
            })
          if (row.started_at === null) yield* requireVerifiedAddress(user.id)
          // Read in memory only: a crisis in this message, or in the one that raised the card, keeps it open.
          const crisis = detectCrisis(message.content).crisis
          const keepOpen = crisis || detectCrisis(message.crisisContext).crisis
          const { state } = yield* httpErrors(
            recordUserMessage({
              userId: user.id,
              chatId: row.id,
              messageId: message.messageId,
              ciphertext: message.ciphertext,
              image: message.image,
              titleCiphertext: message.title,
              keepOpen,
            }),
          )
          const profile = yield* Effect.promise(() => findUserById(sql, user.id))
          const at = Date.parse(yield* currentInstant)
          const startedAt =
            state.status === "open" && state.session ? Date.parse(state.session.startedAt) : at
          const approach = state.status === "open" ? state.approach : (row.approach as Approach)
          const replyRequest = {
            approach,
            assistantName: profile?.ai_name ?? "Cogi",
            sessionMinute: Math.min(SESSION_MINUTES + 2, Math.floor((at - startedAt) / 60_000) + 1),
            history: message.history,
            message: {
              content: message.content,
              ...(message.imageForModel
                ? { image: { url: message.imageForModel, alt: message.image?.alt ?? "Immagine" } }
                : {}),
            },
            crisis,
            memory: message.memory,
          }
          const meta = {
            message_id: message.messageId,
            reply_id: replyId,
            provider: ai.providerFor(approach),
            crisis,
          }
          // The local detector raises the card at once; when it did not, the model's opinion may, in parallel.
          const secondOpinion = crisis
            ? Effect.succeed(false)
            : ai.secondOpinion(replyRequest).pipe(
                Effect.flatMap((verdict) =>
                  verdict?.crisis === true
                    ? Effect.as(Effect.ignore(keepSessionOpen(user.id, row.id)), true)
                    : Effect.succeed(false),
                ),
                // The SSE body runs after the handler returned: it carries its own event store.
                Effect.provideService(EventStore, store),
              )
          if (wantsEventStream(request.headers.accept) && sealer !== null)
            return yield* relayedReply(
              sql,
              sealer,
              { replyId, chatId: row.id, userId: user.id, messageId: message.messageId },
              replyFrames(meta, ai.streamReply(replyRequest), secondOpinion, CHUNK_WINDOW_MS),
            )
          if (wantsEventStream(request.headers.accept))
            return replyAsSse(meta, ai.streamReply(replyRequest), secondOpinion)
          const [content, modelCrisis] = yield* Effect.all([ai.reply(replyRequest), secondOpinion], {
            concurrency: 2,
          }).pipe(
            Effect.catchTag("AiError", (error) =>
              Effect.andThen(
                Effect.logWarning("Assistant reply failed", { kind: error.kind, provider: meta.provider }),
                Effect.fail(
                  new ServiceUnavailable({ detail: error.userMessage, message_id: message.messageId }),
                ),
              ),
            ),
          )
          return { content, ...meta, crisis: crisis || modelCrisis }
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
          yield* httpErrors(recordAssistantReply(user.id, row.id, replyId, payload.ciphertext))
          // delivered: the sealed copy a relayed reply left behind goes
          yield* Effect.promise(() => deleteRelay(sql, user.id, replyId))
          return { success: true }
        }),
      )
  }),
)
