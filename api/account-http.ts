import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import type {
  AdminUserProtected,
  DataKeyMismatch,
  KeyEnvelopeInvalid,
  KeyEnvelopeMissing,
  KeysAlreadyStored,
  PasswordTooShort,
  UserNameEmpty,
} from "../domain/user/user-errors.ts"
import { userErrorMessage } from "../domain/user/user-messages.ts"
import { accountMessages } from "../commands/accounts/account-errors.ts"
import { deleteOwnAccount } from "../commands/accounts/account-deletion.ts"
import { exportUserData } from "../commands/accounts/data-export.ts"
import { updateProfile } from "../commands/accounts/profile.ts"
import { fromEnvelopeDto, toEnvelopeDto } from "./accounts/key-envelope-dto.ts"
import { changeOwnPassword, loadKeys, storeKeys } from "../commands/accounts/user-keys.ts"
import { issueSession } from "./auth/issue-session.ts"
import { invalidToken } from "./auth/tokens.ts"
import { conditionCode } from "./condition-code.ts"
import { Api } from "./contract/api.ts"
import { Conflict, ValidationError } from "./contract/errors.ts"
import { CurrentUser } from "./contract/middleware.ts"

const invalid = (error: PasswordTooShort | KeyEnvelopeInvalid | KeyEnvelopeMissing | UserNameEmpty) =>
  Effect.fail(new ValidationError({ code: conditionCode(error._tag), detail: userErrorMessage(error) }))
const conflict = (error: KeysAlreadyStored | DataKeyMismatch | AdminUserProtected) =>
  Effect.fail(new Conflict({ code: conditionCode(error._tag), detail: userErrorMessage(error) }))
const wrongPassword = () =>
  Effect.fail(new ValidationError({ code: "WRONG_PASSWORD", detail: accountMessages.wrongPassword }))
const gone = () => Effect.fail(invalidToken())

const keysDto = (loaded: {
  readonly keys: Parameters<typeof toEnvelopeDto>[0] | null
  readonly encryptionSalt: string
}) => ({
  keys: loaded.keys === null ? null : toEnvelopeDto(loaded.keys),
  encryption_salt: loaded.encryptionSalt,
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
          WrongPassword: wrongPassword,
          KeyEnvelopeInvalid: invalid,
          KeysAlreadyStored: conflict,
          DataKeyMismatch: conflict,
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
          PasswordTooShort: invalid,
          WrongPassword: wrongPassword,
          KeyEnvelopeInvalid: invalid,
          KeyEnvelopeMissing: invalid,
          DataKeyMismatch: conflict,
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
          UserNameEmpty: invalid,
          EmergencyContactRelationInvalid: () =>
            Effect.fail(
              new ValidationError({
                code: "EMERGENCY_CONTACT_RELATION_INVALID",
                detail: accountMessages.emergencyContactRelationInvalid,
              }),
            ),
          UserNotFound: gone,
        }),
      ),
    )
    .handle("exportData", () => Effect.flatMap(CurrentUser, (user) => exportUserData(user.id)))
    .handle("deleteAccount", ({ payload }) =>
      Effect.flatMap(CurrentUser, (user) => deleteOwnAccount(user.id, payload.password)).pipe(
        Effect.as({ success: true, message: accountMessages.accountDeleted }),
        Effect.catchTags({
          WrongPassword: wrongPassword,
          AdminUserProtected: conflict,
          UserNotFound: gone,
        }),
      ),
    ),
)
