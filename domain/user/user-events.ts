import { Schema } from "effect"
import { InstantSchema, SchemaVersion1 } from "../shared/schemas.ts"
import { ConsentGiven, DataKeyWrapped, UserRenamed } from "./user-key-events.ts"

export const EmergencyContactRelation = Schema.NullOr(
  Schema.Literals(["amico", "familiare", "partner", "altro"]),
)
export type EmergencyContactRelation = typeof EmergencyContactRelation.Type

export const EmergencyContact = Schema.Struct({
  name: Schema.String,
  phone: Schema.String,
  relation: EmergencyContactRelation,
})
export type EmergencyContact = typeof EmergencyContact.Type

export const UserRegistered = Schema.TaggedStruct("UserRegistered", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  name: Schema.String,
  /** Trimmed and lower-cased. */
  email: Schema.String,
  passwordHash: Schema.String,
  aiName: Schema.String,
  /** Base64 of the 16-byte salt the browser derives the message key with. */
  encryptionSalt: Schema.String,
  isAdmin: Schema.Boolean,
  emergencyContact: Schema.NullOr(EmergencyContact),
  registeredAt: InstantSchema,
})

export const EmailVerificationRequested = Schema.TaggedStruct("EmailVerificationRequested", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  tokenHash: Schema.String,
  expiresAt: InstantSchema,
  requestedAt: InstantSchema,
})

export const EmailVerified = Schema.TaggedStruct("EmailVerified", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  at: InstantSchema,
})

export const UserLoggedIn = Schema.TaggedStruct("UserLoggedIn", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  at: InstantSchema,
})

export const AssistantRenamed = Schema.TaggedStruct("AssistantRenamed", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  aiName: Schema.String,
  at: InstantSchema,
})

export const PasswordResetRequested = Schema.TaggedStruct("PasswordResetRequested", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  tokenHash: Schema.String,
  expiresAt: InstantSchema,
  at: InstantSchema,
})

export const PasswordChanged = Schema.TaggedStruct("PasswordChanged", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  passwordHash: Schema.String,
  at: InstantSchema,
})

/** The emergency contact set, changed or removed (null) on the account page. */
export const EmergencyContactChanged = Schema.TaggedStruct("EmergencyContactChanged", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  emergencyContact: Schema.NullOr(EmergencyContact),
  at: InstantSchema,
})

/**
 * The care note (issue 27) turned on or off on the account page: a gentle note after the third session of a day
 * or one in the small hours. On from sign-up until the person turns it off.
 */
export const CareNoteSet = Schema.TaggedStruct("CareNoteSet", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  enabled: Schema.Boolean,
  at: InstantSchema,
})

export const UserDeleted = Schema.TaggedStruct("UserDeleted", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  at: InstantSchema,
  /** The user id of whoever deleted the account (an admin, or the user). */
  by: Schema.String,
})

export const UserEvent = Schema.Union([
  UserRegistered,
  ConsentGiven,
  EmailVerificationRequested,
  EmailVerified,
  UserLoggedIn,
  AssistantRenamed,
  UserRenamed,
  EmergencyContactChanged,
  PasswordResetRequested,
  PasswordChanged,
  DataKeyWrapped,
  CareNoteSet,
  UserDeleted,
])
export type UserEvent = typeof UserEvent.Type
export type UserEventType = UserEvent["_tag"]
