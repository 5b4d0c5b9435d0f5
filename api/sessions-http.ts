import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { sessionClock } from "../domain/chat/session-clock.ts"
import type { ChatState } from "../domain/chat/chat-state.ts"
import { sessionInfo } from "../domain/wallet/session-info.ts"
import { Db } from "../eventstore/db.ts"
import { EventStore } from "../eventstore/event-store.ts"
import { findWallet } from "../projections/wallets/wallet-queries.ts"
import {
  completeChatSession,
  extendSession,
  readChat,
  scheduleNextSession,
} from "../commands/chats/chat-use-cases.ts"
import { httpErrors } from "./chats/chat-http-errors.ts"
import { storingErrors } from "./storage/storage-http-errors.ts"
import { ownedChat } from "./chats/owned-chat.ts"
import { Api } from "../contract/api.ts"
import { ValidationError } from "../contract/errors.ts"
import { CurrentUser } from "../contract/middleware.ts"
import { currentInstant } from "../eventstore/clock.ts"
import { careNoteForSession } from "../commands/chats/care-note.ts"
import { MAX_OFFSET_MINUTES, MIN_OFFSET_MINUTES } from "../domain/chat/care-note.ts"

/** `offset_minutes` of the care note: an integer offset from UTC that some place uses, or undefined. */
export const parseOffset = (raw: string | undefined): number | undefined => {
  if (raw === undefined || !/^[+-]?\d{1,4}$/.test(raw.trim())) return undefined
  const minutes = Number(raw.trim())
  return minutes >= MIN_OFFSET_MINUTES && minutes <= MAX_OFFSET_MINUTES ? minutes : undefined
}

const statusOf = (state: ChatState, at: string) => ({
  ...sessionClock(state, at),
  ends_at: state.status === "open" && state.session ? state.session.endsAt : null,
  server_time: at,
})

export const SessionsLive = HttpApiBuilder.group(Api, "sessions", (handlers) =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    const store = yield* EventStore
    const ownedChatId = (chatId: string) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const row = yield* ownedChat(sql, user.id, chatId)
        return { userId: user.id, chatId: row.id }
      })
    const loadState = (chatId: string) =>
      Effect.map(readChat(chatId), ({ state }) => state).pipe(Effect.provideService(EventStore, store))
    const remaining = (userId: string) =>
      Effect.gen(function* () {
        const info = sessionInfo(yield* Effect.promise(() => findWallet(sql, userId)), yield* currentInstant)
        return info
      })
    return handlers
      .handle("status", ({ params }) =>
        Effect.gen(function* () {
          const { chatId } = yield* ownedChatId(params.chatId)
          return statusOf(yield* loadState(chatId), yield* currentInstant)
        }),
      )
      .handle("careNote", ({ params, query }) =>
        Effect.gen(function* () {
          const { userId, chatId } = yield* ownedChatId(params.chatId)
          const offset = parseOffset(query.offset_minutes)
          if (offset === undefined)
            return yield* new ValidationError({
              detail:
                "Il parametro offset_minutes deve essere lo scarto dal fuso UTC in minuti, un numero intero tra -720 e 840.",
            })
          const note = yield* careNoteForSession(userId, chatId, offset).pipe(
            Effect.provideService(EventStore, store),
          )
          return { show: note.show, reason: note.show ? note.reason : null }
        }),
      )
      .handle("complete", ({ params }) =>
        Effect.gen(function* () {
          const { userId, chatId } = yield* ownedChatId(params.chatId)
          const { decremented } = yield* httpErrors(completeChatSession(userId, chatId, "client"))
          const info = yield* remaining(userId)
          return {
            sessions_decremented: decremented,
            sessions_remaining: info.total_sessions_available,
            has_unlimited_sessions: info.has_unlimited_sessions,
          }
        }),
      )
      .handle("extend", ({ payload }) =>
        Effect.gen(function* () {
          if (payload.chat_id.trim() === "")
            return yield* new ValidationError({ detail: "Sessione non indicata." })
          const { userId, chatId } = yield* ownedChatId(payload.chat_id)
          const reason = payload.extend_for_scheduling === true ? "scheduling" : "requested"
          const { state, at } = yield* httpErrors(extendSession(userId, chatId, reason))
          return { success: true, message: "Sessione estesa di 2 minuti.", status: statusOf(state, at) }
        }),
      )
      .handle("scheduleNext", ({ params, payload }) =>
        Effect.gen(function* () {
          const { userId, chatId } = yield* ownedChatId(params.chatId)
          yield* storingErrors(scheduleNextSession(userId, chatId, payload.notes ?? ""), httpErrors)
          // Scheduling buys two more minutes to organise the next session, when the clock still allows it.
          const extended = yield* extendSession(userId, chatId, "scheduling").pipe(
            Effect.map(() => true),
            Effect.catchTag("SessionNotExtendable", () => Effect.succeed(false)),
            httpErrors,
          )
          const state = yield* loadState(chatId)
          return {
            success: true,
            message: extended
              ? "Sessione estesa di 2 minuti per organizzare il prossimo incontro."
              : "Prossima sessione annotata.",
            extended,
            status: statusOf(state, yield* currentInstant),
          }
        }),
      )
  }),
)
