import { Effect } from "effect"
import { ChatNotFound } from "../../domain/chat/chat-errors.ts"
import type { Sql } from "../../eventstore/db.ts"
import { type ChatRow, findChat } from "../../projections/chat-list/chat-list-queries.ts"
import type { NotFound } from "../../contract/errors.ts"
import { toHttpError } from "./chat-http-errors.ts"

/** 404 `CHAT_NOT_FOUND` with the chat's text. */
export const chatNotFound = (chatId = ""): NotFound => toHttpError(new ChatNotFound({ chatId })) as NotFound

/** The user's chat from the chat list: another user's chat is as unknown as a missing one (404). */
export const ownedChat = (sql: Sql, userId: string, chatId: string): Effect.Effect<ChatRow, NotFound> =>
  Effect.flatMap(
    Effect.promise(() => findChat(sql, chatId, userId)),
    (row) => (row ? Effect.succeed(row) : Effect.fail(chatNotFound(chatId))),
  )
