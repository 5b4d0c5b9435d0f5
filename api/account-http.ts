import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import type { AdminUserProtected } from "../domain/user/user-errors.ts"
import { accountTexts, refuseAccount, userErrorText } from "./accounts/user-http-errors.ts"
import { deleteOwnAccount } from "../commands/accounts/account-deletion.ts"
import { exportUserData } from "../commands/accounts/data-export.ts"
import { updateProfile } from "../commands/accounts/profile.ts"
import { fromEnvelopeDto, toEnvelopeDto } from "./accounts/key-envelope-dto.ts"
import { changeOwnPassword, loadKeys, storeKeys } from "../commands/accounts/user-keys.ts"
import { issueSession } from "./authentication/issue-session.ts"
import { invalidToken } from "./authentication/tokens.ts"
import { conditionCode } from "./condition-code.ts"
import { Api } from "../contract/api.ts"
import { Conflict } from "../contract/errors.ts"
import { CurrentUser } from "../contract/middleware.ts"
import { rateLimited } from "./rate-limit-http-errors.ts"

const gone = () => Effect.fail(invalidToken())
/**
 * An administrator deleting their own account conflicts with their role (409); the admin page refusing to
 * delete another administrator is a 403 (accountHttpError).
 */
const adminDeletingSelf = (error: AdminUserProtected) =>
  Effect.fail(new Conflict({ code: conditionCode(error._tag), detail: userErrorText(error) }))

const keysDto = (loaded: {
  readonly keys: Parameters<typeof toEnvelopeDto>[0] | null
  readonly encryptionSalt: string
  readonly legacyKey: boolean
}) => ({
  keys: loaded.keys === null ? null : toEnvelopeDto(loaded.keys),
  encryption_salt: loaded.encryptionSalt,
  legacy_key: loaded.legacyKey,
})

/** GET/PUT /user/keys, POST /user/password, POST /user/account/delete: the user's keys and account. */
export const AccountLive = HttpApiBuilder.group(Api, "account", (handlers) =>
  handlers
    .handle("keys", () =>
      Effect.flatMap(CurrentUser, (user) => loadKeys(user.id)).pipe(
        Effect.map(keysDto),
        Effect.catchTag("UserNotFound", gone),
      ),
    )
    .handle("storeKeys", ({ payload }) =>
      Effect.flatMap(CurrentUser, (user) =>
        storeKeys(user.id, payload.password, fromEnvelopeDto(payload.keys), payload.reason),
      ).pipe(
        Effect.map(keysDto),
        Effect.catchTags({
          WrongPassword: (error) => refuseAccount(error),
          TooManyAttempts: rateLimited,
          KeyEnvelopeInvalid: (error) => refuseAccount(error),
          KeysAlreadyStored: (error) => refuseAccount(error),
          DataKeyMismatch: (error) => refuseAccount(error),
          UserNotFound: gone,
        }),
      ),
    )
    .handle("changePassword", ({ payload }) =>
      Effect.flatMap(CurrentUser, (user) =>
        changeOwnPassword(user.id, {
          current: payload.current_password,
          next: payload.new_password,
          keys: fromEnvelopeDto(payload.keys),
        }).pipe(Effect.andThen(issueSession(user.id))),
      ).pipe(
        Effect.catchTags({
          PasswordTooShort: (error) => refuseAccount(error),
          WrongPassword: (error) => refuseAccount(error),
          TooManyAttempts: rateLimited,
          KeyEnvelopeInvalid: (error) => refuseAccount(error),
          KeyEnvelopeMissing: (error) => refuseAccount(error),
          DataKeyMismatch: (error) => refuseAccount(error),
          DataKeyRotationRequired: (error) => refuseAccount(error),
          UserNotFound: gone,
        }),
      ),
    )
    .handle("updateProfile", ({ payload }) =>
      Effect.flatMap(CurrentUser, (user) =>
        updateProfile(user.id, {
          name: payload.name,
          contactName: payload.emergency_contact_name,
          contactPhone: payload.emergency_contact_phone,
          contactRelation: payload.emergency_contact_relation,
        }),
      ).pipe(
        Effect.catchTags({
          UserNameEmpty: (error) => refuseAccount(error),
          EmergencyContactRelationInvalid: (error) => refuseAccount(error),
          UserNotFound: gone,
        }),
      ),
    )
    .handle("exportData", () => Effect.flatMap(CurrentUser, (user) => exportUserData(user.id)))
    .handle("deleteAccount", ({ payload }) =>
      Effect.flatMap(CurrentUser, (user) => deleteOwnAccount(user.id, payload.password)).pipe(
        Effect.as({ success: true, message: accountTexts.accountDeleted }),
        Effect.catchTags({
          WrongPassword: (error) => refuseAccount(error),
          TooManyAttempts: rateLimited,
          AdminUserProtected: adminDeletingSelf,
          UserNotFound: gone,
        }),
      ),
    ),
)
