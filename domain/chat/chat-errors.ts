import { Schema } from "effect"

/** Missing, deleted, or another user's chat (the API answers 404 and reveals nothing). */
export class ChatNotFound extends Schema.TaggedError<ChatNotFound>()("ChatNotFound", {
  chatId: Schema.String,
}) {}

export class ChatAlreadyExists extends Schema.TaggedError<ChatAlreadyExists>()("ChatAlreadyExists", {
  chatId: Schema.String,
}) {}

export class SessionNotStarted extends Schema.TaggedError<SessionNotStarted>()("SessionNotStarted", {
  chatId: Schema.String,
}) {}

export class SessionAlreadyStarted extends Schema.TaggedError<SessionAlreadyStarted>()(
  "SessionAlreadyStarted",
  {
    chatId: Schema.String,
  },
) {}

/** The 30 minutes (plus any extension) are over, or the session was completed (HTTP 403). */
export class SessionEnded extends Schema.TaggedError<SessionEnded>()("SessionEnded", {
  chatId: Schema.String,
  endedAt: Schema.String,
}) {}

/** A session starts only for a verified address (before any session), unless the message is a crisis. */
export class AddressNotVerified extends Schema.TaggedError<AddressNotVerified>()("AddressNotVerified", {
  chatId: Schema.String,
}) {}

/**
 * An assistant reply answers a user message still waiting for one: when every visible message is answered there
 * is nothing to store a reply under (HTTP 409).
 */
export class ReplyNotExpected extends Schema.TaggedError<ReplyNotExpected>()("ReplyNotExpected", {
  chatId: Schema.String,
}) {}

export class SessionNotExtendable extends Schema.TaggedError<SessionNotExtendable>()("SessionNotExtendable", {
  chatId: Schema.String,
  reason: Schema.Literals(["not_started", "already_extended", "not_ending_soon", "ended"]),
}) {}

/** The expiry job fired before the (possibly extended) end: nothing to do yet. */
export class SessionNotExpired extends Schema.TaggedError<SessionNotExpired>()("SessionNotExpired", {
  chatId: Schema.String,
  endsAt: Schema.String,
}) {}

export class NextSessionNotesTooLong extends Schema.TaggedError<NextSessionNotesTooLong>()(
  "NextSessionNotesTooLong",
  { maxLength: Schema.Number },
) {}

/**
 * Only the last exchange can be regenerated or edited, never while its reply is still arriving and never
 * after the session ended (HTTP 409).
 */
export class ExchangeNotReplaceable extends Schema.TaggedError<ExchangeNotReplaceable>()(
  "ExchangeNotReplaceable",
  { chatId: Schema.String, reason: Schema.Literals(["not_last", "reply_pending", "ended"]) },
) {}

export type ChatError =
  | ChatNotFound
  | ChatAlreadyExists
  | SessionNotStarted
  | SessionAlreadyStarted
  | SessionEnded
  | AddressNotVerified
  | ReplyNotExpected
  | SessionNotExtendable
  | SessionNotExpired
  | NextSessionNotesTooLong
  | ExchangeNotReplaceable
