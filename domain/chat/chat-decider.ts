import { Result } from "effect"
import { APPOINTMENT_NOTES_MAX_LENGTH, EXTENSION_MINUTES, SESSION_MINUTES } from "../shared/constants.ts"
import type { Decider } from "../shared/decider.ts"
import { addMinutes, isAtOrAfter } from "../shared/instant.ts"
import type * as C from "./chat-commands.ts"
import * as E from "./chat-errors.ts"
import type { ChatEvent } from "./chat-events.ts"
import { evolveChat, initialChatState, type ChatState, type ExistingChat } from "./chat-state.ts"
import { sessionClock } from "./session-clock.ts"
import { supersedeExchange } from "./exchange-replacement.ts"
import { continueSession } from "./session-continuation.ts"
import { replyRefusal } from "./assistant-reply.ts"

type Decision = Result.Result<ReadonlyArray<ChatEvent>, E.ChatError>
const events = (...list: ReadonlyArray<ChatEvent>): Decision => Result.succeed(list)
const nothing: Decision = Result.succeed([])

/** When the session stops accepting user messages; null while it is still running (or never started). */
export const sessionEndedAt = (chat: ExistingChat, now: string): string | null => {
  if (chat.completed !== null) return chat.completed.at
  if (chat.session !== null && isAtOrAfter(now, chat.session.endsAt)) return chat.session.endsAt
  return null
}

export const createChat = (command: C.CreateChat, state: ChatState): Decision => {
  if (state.status !== "none") return Result.fail(new E.ChatAlreadyExists({ chatId: command.chatId }))
  const { chatId, userId, approach, now } = command
  return events({ _tag: "ChatCreated", schemaVersion: 1, chatId, userId, approach, at: now })
}

export const startChatSession = (command: C.StartSession, chat: ExistingChat): Decision => {
  if (chat.session !== null) return Result.fail(new E.SessionAlreadyStarted({ chatId: chat.chatId }))
  const { now, creditSource } = command
  const endsAt = addMinutes(now, SESSION_MINUTES)
  return events({
    _tag: "SessionStarted",
    schemaVersion: 1,
    chatId: chat.chatId,
    startedAt: now,
    endsAt,
    creditSource,
  })
}

/**
 * A user message needs a running session (the first one starts it through `sendUserMessage`). An assistant
 * reply answers a message still waiting for one, accepted in time, so it is recorded even if the clock ran out
 * meanwhile — within a short grace, or later when relayed or in crisis (`replyRefusal`).
 */
export const recordMessage = (command: C.RecordMessage, chat: ExistingChat): Decision => {
  if (chat.messageIds.includes(command.messageId)) return nothing
  if (chat.session === null) return Result.fail(new E.SessionNotStarted({ chatId: chat.chatId }))
  const endedAt = sessionEndedAt(chat, command.now)
  if (command.role === "user" && endedAt !== null) {
    return Result.fail(new E.SessionEnded({ chatId: chat.chatId, endedAt }))
  }
  if (command.role === "assistant") {
    const refused = replyRefusal(command, chat, endedAt)
    if (Result.isFailure(refused)) return Result.fail(refused.failure)
  }
  const { messageId, role, ciphertext, image, now } = command
  return events({
    _tag: "MessageRecorded",
    schemaVersion: 1,
    chatId: chat.chatId,
    messageId,
    role,
    ciphertext,
    image,
    at: now,
  })
}

export const changeApproach = (command: C.ChangeApproach, chat: ExistingChat): Decision =>
  command.approach === chat.approach
    ? nothing
    : events({
        _tag: "ApproachChanged",
        schemaVersion: 1,
        chatId: chat.chatId,
        approach: command.approach,
        at: command.now,
      })

/** Once per session, and only while ending soon (`can_extend`), whatever the reason. */
export const extendSession = (command: C.ExtendSession, chat: ExistingChat): Decision => {
  const refuse = (reason: E.SessionNotExtendable["reason"]) =>
    Result.fail(new E.SessionNotExtendable({ chatId: chat.chatId, reason }))
  if (chat.session === null) return refuse("not_started")
  if (chat.session.extended || chat.session.continued) return refuse("already_extended")
  const clock = sessionClock(chat, command.now)
  if (clock.session_status === "completed") return refuse("ended")
  if (!clock.can_extend) return refuse("not_ending_soon")
  const newEndsAt = addMinutes(chat.session.endsAt, EXTENSION_MINUTES)
  const { reason, now } = command
  return events({
    _tag: "SessionExtended",
    schemaVersion: 1,
    chatId: chat.chatId,
    minutes: EXTENSION_MINUTES,
    reason,
    newEndsAt,
    at: now,
  })
}

export const scheduleNextSession = (command: C.ScheduleNextSession, chat: ExistingChat): Decision => {
  const notes = command.notes.trim()
  if (notes.length > APPOINTMENT_NOTES_MAX_LENGTH) {
    return Result.fail(new E.NextSessionNotesTooLong({ maxLength: APPOINTMENT_NOTES_MAX_LENGTH }))
  }
  if (chat.session === null) return Result.fail(new E.SessionNotStarted({ chatId: chat.chatId }))
  if (chat.nextSessionNotes === notes) return nothing
  return events({
    _tag: "NextSessionScheduled",
    schemaVersion: 1,
    chatId: chat.chatId,
    notes,
    at: command.now,
  })
}

/** Once, whoever asks first; the expiry job may not end a session before its (extended) end. */
export const completeChatSession = (command: C.CompleteSession, chat: ExistingChat): Decision => {
  if (chat.session === null) return Result.fail(new E.SessionNotStarted({ chatId: chat.chatId }))
  if (chat.completed !== null) return nothing
  if (command.by === "expiry" && !isAtOrAfter(command.now, chat.session.endsAt)) {
    return Result.fail(new E.SessionNotExpired({ chatId: chat.chatId, endsAt: chat.session.endsAt }))
  }
  return events({
    _tag: "SessionCompleted",
    schemaVersion: 1,
    chatId: chat.chatId,
    at: command.now,
    by: command.by,
  })
}

/** Deleting a chat with a running (or run-out but not completed) session completes it first. */
export const deleteChat = (command: C.DeleteChat, chat: ExistingChat): Decision => {
  const deleted: ChatEvent = { _tag: "ChatDeleted", schemaVersion: 1, chatId: chat.chatId, at: command.now }
  if (chat.session === null || chat.completed !== null) return events(deleted)
  return events(
    { _tag: "SessionCompleted", schemaVersion: 1, chatId: chat.chatId, at: command.now, by: "deletion" },
    deleted,
  )
}

export const decideChat = (command: C.ChatCommand, state: ChatState): Decision => {
  if (command._tag === "CreateChat") return createChat(command, state)
  if (state.status === "none" || state.userId !== command.userId) {
    return Result.fail(new E.ChatNotFound({ chatId: command.chatId }))
  }
  if (state.status === "deleted") {
    return command._tag === "DeleteChat"
      ? nothing
      : Result.fail(new E.ChatNotFound({ chatId: command.chatId }))
  }
  switch (command._tag) {
    case "StartSession":
      return startChatSession(command, state)
    case "RecordMessage":
      return recordMessage(command, state)
    case "ChangeApproach":
      return changeApproach(command, state)
    case "ExtendSession":
      return extendSession(command, state)
    case "ContinueSession":
      return continueSession(command, state)
    case "ScheduleNextSession":
      return scheduleNextSession(command, state)
    case "CompleteSession":
      return completeChatSession(command, state)
    case "SupersedeExchange":
      return supersedeExchange(command, state)
    case "DeleteChat":
      return deleteChat(command, state)
    default: {
      const unhandled: never = command
      return unhandled
    }
  }
}

export const chatDecider: Decider<C.ChatCommand, ChatEvent, ChatState, E.ChatError> = {
  initialState: initialChatState,
  evolve: evolveChat,
  decide: decideChat,
}
