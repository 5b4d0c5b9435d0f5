import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import {
  type ConsentRequired,
  type KeyEnvelopeInvalid,
  type KeyEnvelopeMissing,
  PasswordResetTokenInvalid,
  type PasswordResetTokenExpired,
  type PasswordTooShort,
  type UserEmailInvalid,
  type UserNameEmpty,
  VerificationTokenInvalid,
  type VerificationTokenExpired,
} from "../domain/user/user-errors.ts"
import { userErrorMessage } from "../domain/user/user-messages.ts"
import { accountMessages } from "../commands/accounts/account-errors.ts"
import { resendVerification, verifyEmail } from "../commands/accounts/email-verification.ts"
import { requestOwnPasswordReset, resetKeysFor } from "../commands/accounts/forgot-password.ts"
import { fromEnvelopeDto } from "./accounts/key-envelope-dto.ts"
import { PASSWORD_RESET_DONE, resetPassword } from "../commands/accounts/password-reset.ts"
import { registerUser } from "../commands/accounts/registration.ts"
import { enforceSignUpLimits } from "../commands/accounts/sign-up-limits.ts"
import { signIn } from "../commands/accounts/sign-in.ts"
import { issueSession } from "./auth/issue-session.ts"
import { clientAddress } from "./client-address.ts"
import { conditionCode } from "./condition-code.ts"
import { Api } from "./contract/api.ts"
import { RateLimitedError, Unauthorized, ValidationError } from "./contract/errors.ts"

const domainInvalid = (
  error:
    | PasswordTooShort
    | UserNameEmpty
    | UserEmailInvalid
    | KeyEnvelopeInvalid
    | KeyEnvelopeMissing
    | ConsentRequired,
) => Effect.fail(new ValidationError({ code: conditionCode(error._tag), detail: userErrorMessage(error) }))
/** An unknown account answers like a bad token (the same code and text: nothing to learn from it). */
const invalidToken = (error?: VerificationTokenExpired) =>
  Effect.fail(
    new ValidationError({
      code: error === undefined ? "VERIFICATION_TOKEN_INVALID" : conditionCode(error._tag),
      detail: userErrorMessage(new VerificationTokenInvalid()),
    }),
  )
const invalidResetToken = (error?: PasswordResetTokenExpired) =>
  Effect.fail(
    new ValidationError({
      code: error === undefined ? "PASSWORD_RESET_TOKEN_INVALID" : conditionCode(error._tag),
      detail: userErrorMessage(new PasswordResetTokenInvalid()),
    }),
  )

/** POST /auth/register (202, the same answer for every address), /auth/login, /auth/verify-email, /auth/resend-verification (SPEC §7), /auth/reset-password. */
export const AuthLive = HttpApiBuilder.group(Api, "auth", (handlers) =>
  handlers
    .handle("register", ({ payload }) =>
      Effect.flatMap(clientAddress, (ip) => enforceSignUpLimits(payload.email, ip)).pipe(
        Effect.andThen(
          registerUser({
            name: payload.name,
            email: payload.email,
            password: payload.password,
            aiName: payload.ai_name,
            encryptionSalt: payload.encryption_salt,
            consent: { healthData: payload.consent_health_data === true, adult: payload.adult === true },
            keys: payload.keys === undefined ? undefined : fromEnvelopeDto(payload.keys),
            emergencyContactName: payload.emergency_contact_name,
            emergencyContactPhone: payload.emergency_contact_phone,
            emergencyContactRelation: payload.emergency_contact_relation,
          }),
        ),
        Effect.as({ message: accountMessages.signUpAccepted }),
        Effect.catchTags({
          PasswordTooShort: domainInvalid,
          UserNameEmpty: domainInvalid,
          UserEmailInvalid: domainInvalid,
          EncryptionSaltInvalid: (error) =>
            Effect.fail(
              new ValidationError({
                code: conditionCode(error._tag),
                detail: accountMessages.encryptionSaltInvalid,
              }),
            ),
          EmergencyContactRelationInvalid: (error) =>
            Effect.fail(
              new ValidationError({
                code: conditionCode(error._tag),
                detail: accountMessages.emergencyContactRelationInvalid,
              }),
            ),
          KeyEnvelopeInvalid: domainInvalid,
          ConsentRequired: domainInvalid,
        }),
      ),
    )
    .handle("login", ({ payload }) =>
      Effect.flatMap(clientAddress, (ip) => signIn(payload, ip)).pipe(
        Effect.flatMap(issueSession),
        Effect.catchTags({
          // Unknown address or wrong password: deliberately the same answer.
          InvalidCredentials: () =>
            Effect.fail(
              new Unauthorized({ code: "INVALID_CREDENTIALS", detail: accountMessages.invalidCredentials }),
            ),
          UserNotFound: () =>
            Effect.fail(
              new Unauthorized({ code: "INVALID_CREDENTIALS", detail: accountMessages.invalidCredentials }),
            ),
        }),
      ),
    )
    .handle("verifyEmail", ({ payload }) =>
      verifyEmail(payload.token).pipe(
        Effect.as({ verified: true, message: accountMessages.verified }),
        Effect.catchTags({
          VerificationTokenInvalid: () => invalidToken(),
          VerificationTokenExpired: invalidToken,
          UserNotFound: () => invalidToken(),
        }),
      ),
    )
    .handle("resendVerification", ({ payload }) =>
      resendVerification(payload.email).pipe(
        Effect.as({ message: accountMessages.resendAccepted }),
        Effect.catchTags({
          EmailMissing: (error) =>
            Effect.fail(
              new ValidationError({ code: conditionCode(error._tag), detail: accountMessages.emailMissing }),
            ),
          VerificationResendTooSoon: (error) =>
            Effect.fail(
              new RateLimitedError({
                detail: accountMessages.resendTooSoon,
                retryAfterSeconds: Math.max(1, Math.ceil(error.retryAfterSeconds)),
              }),
            ),
          // deleted between the lookup and the append: the same answer as for any unknown address
          UserNotFound: () => Effect.succeed({ message: accountMessages.resendAccepted }),
        }),
      ),
    )
    .handle("resetPassword", ({ payload }) =>
      resetPassword(payload.token, payload.password, fromEnvelopeDto(payload.keys)).pipe(
        Effect.as({ success: true, message: PASSWORD_RESET_DONE }),
        Effect.catchTags({
          PasswordTooShort: domainInvalid,
          PasswordResetTokenInvalid: () => invalidResetToken(),
          PasswordResetTokenExpired: invalidResetToken,
          UserNotFound: () => invalidResetToken(),
          KeyEnvelopeInvalid: domainInvalid,
          KeyEnvelopeMissing: domainInvalid,
        }),
      ),
    )
    .handle("resetKeys", ({ payload }) =>
      resetKeysFor(payload.token).pipe(
        Effect.catchTags({ PasswordResetTokenInvalid: () => invalidResetToken() }),
      ),
    )
    .handle("forgotPassword", ({ payload }) =>
      Effect.flatMap(clientAddress, (ip) => requestOwnPasswordReset(payload.email, ip)).pipe(
        Effect.as({ message: accountMessages.resetRequested }),
      ),
    ),
)
