import { Schema } from "effect"
import { InstantSchema, SchemaVersion1 } from "../shared/schemas.ts"
import { CreditSource } from "../wallet/wallet-events.ts"

export const Approach = Schema.Literals(["claude", "gpt", "gemini"])
export type Approach = typeof Approach.Type

export const MessageRole = Schema.Literals(["user", "assistant"])
export type MessageRole = typeof MessageRole.Type

export const ChatImage = Schema.Struct({
  url: Schema.String,
  width: Schema.Number,
  height: Schema.Number,
  alt: Schema.String,
})
export type ChatImage = typeof ChatImage.Type

export const CompletedBy = Schema.Literals(["client", "expiry", "deletion"])
export type CompletedBy = typeof CompletedBy.Type

/**
 * "continuation": the session kept itself open, free, because the user kept writing after the safety layer
 * recognised crisis language (DESIGN §7). The name says what happened to the clock, not why: the log must not
 * tell an administrator who was in crisis (the card itself is only in the browser's ciphertext).
 */
export const ExtensionReason = Schema.Literals(["scheduling", "requested", "continuation"])
export type ExtensionReason = typeof ExtensionReason.Type

export const ChatCreated = Schema.TaggedStruct("ChatCreated", {
  schemaVersion: SchemaVersion1,
  chatId: Schema.String,
  userId: Schema.String,
  approach: Approach,
  at: InstantSchema,
})

/** The title is encrypted in the browser like the messages (DESIGN §6). */
export const ChatTitled = Schema.TaggedStruct("ChatTitled", {
  schemaVersion: SchemaVersion1,
  chatId: Schema.String,
  titleCiphertext: Schema.String,
  at: InstantSchema,
})

export const SessionStarted = Schema.TaggedStruct("SessionStarted", {
  schemaVersion: SchemaVersion1,
  chatId: Schema.String,
  startedAt: InstantSchema,
  endsAt: InstantSchema,
  creditSource: CreditSource,
})

export const MessageRecorded = Schema.TaggedStruct("MessageRecorded", {
  schemaVersion: SchemaVersion1,
  chatId: Schema.String,
  messageId: Schema.String,
  role: MessageRole,
  /** base64 of salt | iv | AES-GCM ciphertext, made in the browser: never plaintext. */
  ciphertext: Schema.String,
  image: Schema.NullOr(ChatImage),
  at: InstantSchema,
})

export const ApproachChanged = Schema.TaggedStruct("ApproachChanged", {
  schemaVersion: SchemaVersion1,
  chatId: Schema.String,
  approach: Approach,
  at: InstantSchema,
})

export const SessionExtended = Schema.TaggedStruct("SessionExtended", {
  schemaVersion: SchemaVersion1,
  chatId: Schema.String,
  minutes: Schema.Number,
  reason: ExtensionReason,
  newEndsAt: InstantSchema,
  at: InstantSchema,
})

/**
 * A session that had ended (its clock ran out, or it was completed) opened again because the person wrote in
 * crisis (issue 22: help is never behind a paywall): it runs, free, until 10 quiet minutes have passed. Its
 * credit is not touched again. Like "continuation", the name says what happened to the clock, not why.
 */
export const SessionResumed = Schema.TaggedStruct("SessionResumed", {
  schemaVersion: SchemaVersion1,
  chatId: Schema.String,
  newEndsAt: InstantSchema,
  at: InstantSchema,
})

export const NextSessionScheduled = Schema.TaggedStruct("NextSessionScheduled", {
  schemaVersion: SchemaVersion1,
  chatId: Schema.String,
  notes: Schema.String,
  at: InstantSchema,
})

export const SessionCompleted = Schema.TaggedStruct("SessionCompleted", {
  schemaVersion: SchemaVersion1,
  chatId: Schema.String,
  at: InstantSchema,
  by: CompletedBy,
})

/**
 * "Rigenera" or "Modifica" replaced the last exchange: these messages stay in the log (append-only) but leave
 * the conversation shown and the history sent to the assistant.
 */
export const ExchangeSuperseded = Schema.TaggedStruct("ExchangeSuperseded", {
  schemaVersion: SchemaVersion1,
  chatId: Schema.String,
  messageIds: Schema.Array(Schema.String),
  reason: Schema.Literals(["regenerate", "edit"]),
  at: InstantSchema,
})

export const ChatDeleted = Schema.TaggedStruct("ChatDeleted", {
  schemaVersion: SchemaVersion1,
  chatId: Schema.String,
  at: InstantSchema,
})

export const ChatEvent = Schema.Union([
  ChatCreated,
  ChatTitled,
  SessionStarted,
  MessageRecorded,
  ApproachChanged,
  SessionExtended,
  SessionResumed,
  NextSessionScheduled,
  SessionCompleted,
  ExchangeSuperseded,
  ChatDeleted,
])
export type ChatEvent = typeof ChatEvent.Type
export type ChatEventType = ChatEvent["_tag"]
