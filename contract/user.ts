import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Unauthorized, ValidationError } from "./errors.ts"
import { Authorization } from "./middleware.ts"
import { BoundedText, fieldMaxima } from "./limits.ts"

export const EmergencyContactRelation = Schema.Literals(["amico", "familiare", "partner", "altro"])

/** The user entity of SPEC §3, as every view of a user shows it. */
export const UserEntity = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  ai_name: Schema.String,
  is_admin: Schema.Boolean,
  is_verified: Schema.Boolean,
  /** ISO-8601 UTC. */
  created_at: Schema.String,
  last_login: Schema.NullOr(Schema.String),
  total_chats: Schema.Int,
  total_messages: Schema.Int,
})

/** The user as login, registration, GET /user/me and PUT /user/preferences return it: also what the browser needs. */
export const UserDto = Schema.Struct({
  ...UserEntity.fields,
  /** Base64 of the 16-byte salt the browser derives the message key from. */
  encryption_salt: Schema.String,
  /** `relation` null means "Non specificato". */
  emergency_contact: Schema.NullOr(
    Schema.Struct({
      name: Schema.String,
      phone: Schema.String,
      relation: Schema.NullOr(EmergencyContactRelation),
    }),
  ),
  /** The care note after the third session of a day or one at night (issue 27): on until turned off. */
  care_note: Schema.Boolean,
})
export type UserEntity = typeof UserEntity.Type
export type UserDto = typeof UserDto.Type

export const UpdatePreferencesRequest = Schema.Struct({ ai_name: BoundedText(fieldMaxima.aiName) })

export const SetCareNoteRequest = Schema.Struct({ enabled: Schema.Boolean })

/** The signed-in user's own account. */
export class UserGroup extends HttpApiGroup.make("user")
  .add(
    HttpApiEndpoint.get("me", "/me", { success: UserDto, error: Unauthorized }),
    HttpApiEndpoint.put("updatePreferences", "/preferences", {
      payload: UpdatePreferencesRequest,
      success: UserDto,
      error: [ValidationError, Unauthorized],
    }),
    /** The care note on or off for the account (issue 27). */
    HttpApiEndpoint.put("setCareNote", "/care-note", {
      payload: SetCareNoteRequest,
      success: UserDto,
      error: [ValidationError, Unauthorized],
    }),
  )
  .middleware(Authorization)
  .prefix("/user") {}
