import { Schema } from "effect"
import { InstantSchema, SchemaVersion1 } from "../shared/schemas.ts"

/*
 * DESIGN §6, the keys the user holds. A random 256-bit data key, made in the browser, encrypts the
 * conversations. The server only ever receives it wrapped (AES-KW): by a key derived from the password
 * (PBKDF2-SHA256) and by a key derived from the recovery key shown once at sign-up. All values are base64.
 */

/** The data key wrapped by the password-derived key: PBKDF2-SHA256(password, salt, iterations) → AES-KW-256. */
export const PasswordWrap = Schema.Struct({
  salt: Schema.String,
  iterations: Schema.Int,
  wrappedKey: Schema.String,
})
export type PasswordWrap = typeof PasswordWrap.Type

/**
 * The data key wrapped by the recovery-derived key (HKDF-SHA256(recovery key, salt) → AES-KW-256), and the
 * recovery key itself sealed by the data key (AES-GCM), so that the signed-in user can see it again.
 */
export const RecoveryWrap = Schema.Struct({
  salt: Schema.String,
  wrappedKey: Schema.String,
  sealedRecoveryKey: Schema.String,
})
export type RecoveryWrap = typeof RecoveryWrap.Type

/** Everything the server keeps about a user's data key: nothing that opens it without the password or recovery key. */
export const KeyEnvelope = Schema.Struct({
  /** A random id of the data key (not derived from it): tells a browser whether the key it holds is current. */
  keyId: Schema.String,
  passwordWrap: PasswordWrap,
  recoveryWrap: RecoveryWrap,
  /**
   * Earlier data keys kept only to read what they encrypted, each sealed by this data key (AES-GCM): an old
   * account's password-derived key, replaced at its first password change or reset. Absent: none.
   */
  previousKeys: Schema.optional(Schema.Array(Schema.String)),
})
export type KeyEnvelope = typeof KeyEnvelope.Type

/**
 * Why an envelope was stored. `migrated`: an old account moved over, its password-derived key became its data key
 * (a "legacy" key: its first password derives it again). `password_changed_key_rotated` and
 * `reset_with_recovery_key_rotated`: such a key replaced by a new random one that keeps it in `previousKeys`.
 */
export const KeyWrapReason = Schema.Literals([
  "registered",
  "migrated",
  "password_changed",
  "password_changed_key_rotated",
  "reset_with_recovery",
  "reset_with_recovery_key_rotated",
  "reset_new_key",
  "recovery_regenerated",
])
export type KeyWrapReason = typeof KeyWrapReason.Type

/**
 * The user's current key envelope is this one (the latest DataKeyWrapped wins). Each envelope is stored under a key
 * of its own that the next one deletes: a superseded envelope reads as null, so an old password or recovery key
 * opens nothing, and deleting the account deletes the current one.
 */
export const DataKeyWrapped = Schema.TaggedStruct("DataKeyWrapped", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  envelope: Schema.NullOr(KeyEnvelope),
  reason: KeyWrapReason,
  at: InstantSchema,
})

/**
 * At sign-up (GDPR art. 9(2)(a)): explicit consent to the processing of data about emotional health, and the
 * declaration of being 18 or older. Recorded once; not editable afterwards.
 */
export const ConsentGiven = Schema.TaggedStruct("ConsentGiven", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  healthData: Schema.Literal(true),
  adult: Schema.Literal(true),
  at: InstantSchema,
})

/** The user changed their name on the account page. */
export const UserRenamed = Schema.TaggedStruct("UserRenamed", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  name: Schema.String,
  at: InstantSchema,
})
