import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { AuthResponse } from "./auth.ts"
import { Conflict, RateLimited, Unauthorized, ValidationError } from "./errors.ts"
import { KeyEnvelopeDto } from "./key-envelope.ts"
import { BoundedText, fieldMaxima, OptionalBoundedText } from "./limits.ts"
import { Authorization } from "./middleware.ts"
import { UserDto } from "./user.ts"

/**
 * `keys` null: an account from before wrapped keys; the browser moves it over with the password.
 * `legacy_key`: the data key is still such an account's password-derived key (its first password and its
 * salt derive it), so the next password change must replace it with a new one (the old kept in `previous_keys`).
 */
export const KeysResponse = Schema.Struct({
  keys: Schema.NullOr(KeyEnvelopeDto),
  encryption_salt: Schema.String,
  legacy_key: Schema.Boolean,
})
export type KeysResponse = typeof KeysResponse.Type

export const StoreKeysRequest = Schema.Struct({
  /** The current password: a stolen token alone must not replace the keys. */
  password: BoundedText(fieldMaxima.password),
  keys: KeyEnvelopeDto,
  reason: Schema.Literals(["migrated", "recovery_regenerated"]),
})

export const ChangePasswordRequest = Schema.Struct({
  current_password: BoundedText(fieldMaxima.password),
  new_password: BoundedText(fieldMaxima.password),
  /** The same data key wrapped by the new password; a new one (the old kept inside) when `legacy_key`. */
  keys: KeyEnvelopeDto,
})

export const DeleteAccountRequest = Schema.Struct({ password: BoundedText(fieldMaxima.password) })
export const DeleteAccountResponse = Schema.Struct({ success: Schema.Boolean, message: Schema.String })

/** GET /user/export: what only the server can list; conversations are decrypted in the browser. */
export const DataExportResponse = Schema.Struct({
  consent: Schema.NullOr(
    Schema.Struct({ health_data: Schema.Boolean, adult: Schema.Boolean, at: Schema.String }),
  ),
  credit_ledger: Schema.Array(
    Schema.Struct({
      type: Schema.String,
      at: Schema.String,
      details: Schema.Record(Schema.String, Schema.Unknown),
    }),
  ),
  appointments: Schema.Array(
    Schema.Struct({
      scheduled_at: Schema.String,
      timezone: Schema.String,
      notes: Schema.String,
      reminder_emails_enabled: Schema.Boolean,
      cancelled: Schema.Boolean,
    }),
  ),
  /**
   * The messages "Rigenera" or "Modifica" replaced: GET /chats/{id} no longer shows them, but the log keeps them.
   * `content` is the browser's ciphertext, decrypted in the browser like the conversation's; oldest first.
   */
  superseded_messages: Schema.Array(
    Schema.Struct({
      chat_id: Schema.String,
      id: Schema.String,
      role: Schema.Literals(["user", "assistant"]),
      content: Schema.String,
      timestamp: Schema.String,
      /** Whether the message carried an image (the image itself is not exported, like the conversation's). */
      image: Schema.Boolean,
      superseded_at: Schema.String,
      reason: Schema.Literals(["regenerate", "edit"]),
    }),
  ),
})
export type DataExportResponse = typeof DataExportResponse.Type

/** The account page's profile; a blank contact name or phone removes the emergency contact. */
export const UpdateProfileRequest = Schema.Struct({
  name: BoundedText(fieldMaxima.name),
  emergency_contact_name: OptionalBoundedText(fieldMaxima.name),
  emergency_contact_phone: OptionalBoundedText(fieldMaxima.phone),
  emergency_contact_relation: OptionalBoundedText(fieldMaxima.relation),
})

/** The signed-in user's keys, password and account. */
export class AccountGroup extends HttpApiGroup.make("account")
  .add(
    HttpApiEndpoint.get("keys", "/keys", { success: KeysResponse, error: Unauthorized }),
    HttpApiEndpoint.put("storeKeys", "/keys", {
      payload: StoreKeysRequest,
      success: KeysResponse,
      error: [ValidationError, Unauthorized, Conflict, RateLimited],
    }),
    HttpApiEndpoint.post("changePassword", "/password", {
      payload: ChangePasswordRequest,
      success: AuthResponse,
      error: [ValidationError, Unauthorized, Conflict, RateLimited],
    }),
    HttpApiEndpoint.put("updateProfile", "/profile", {
      payload: UpdateProfileRequest,
      success: UserDto,
      error: [ValidationError, Unauthorized],
    }),
    HttpApiEndpoint.get("exportData", "/export", { success: DataExportResponse, error: Unauthorized }),
    HttpApiEndpoint.post("deleteAccount", "/account/delete", {
      payload: DeleteAccountRequest,
      success: DeleteAccountResponse,
      error: [ValidationError, Unauthorized, Conflict, RateLimited],
    }),
  )
  .middleware(Authorization)
  .prefix("/user") {}
