import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import {
  accountTexts,
  invalidResetToken,
  invalidVerificationToken,
  refuseAccount,
} from "./accounts/user-http-errors.ts"
import { InvalidCredentials } from "../commands/accounts/account-errors.ts"
import { resendVerification, verifyEmail } from "../commands/accounts/email-verification.ts"
import { requestOwnPasswordReset, resetKeysFor } from "../commands/accounts/forgot-password.ts"
import { fromEnvelopeDto } from "./accounts/key-envelope-dto.ts"
import { resetPassword } from "../commands/accounts/password-reset.ts"
import { registerUser } from "../commands/accounts/registration.ts"
import { signIn } from "../commands/accounts/sign-in.ts"
import { issueSession } from "./authentication/issue-session.ts"
import { clientAddress } from "./client-address.ts"
import { Api } from "../contract/api.ts"
import { rateLimited } from "./rate-limit-http-errors.ts"

/** POST /auth/register (202, the same answer for every address), /auth/login, /auth/verify-email, /auth/resend-verification (SPEC §7), /auth/reset-password. */
export const AuthLive = HttpApiBuilder.group(Api, "auth", (handlers) =>
  handlers
    .handle("register", ({ payload }) =>
      Effect.flatMap(clientAddress, (ip) =>
        registerUser(
          {
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
          },
          ip,
        ),
      ).pipe(
        Effect.as({ message: accountTexts.signUpAccepted }),
        Effect.catchTags({
          PasswordTooShort: (error) => refuseAccount(error),
          UserNameEmpty: (error) => refuseAccount(error),
          UserEmailInvalid: (error) => refuseAccount(error),
          EncryptionSaltInvalid: (error) => refuseAccount(error),
          EmergencyContactRelationInvalid: (error) => refuseAccount(error),
          KeyEnvelopeInvalid: (error) => refuseAccount(error),
          ConsentRequired: (error) => refuseAccount(error),
          TooManyAttempts: rateLimited,
        }),
      ),
    )
    .handle("login", ({ payload }) =>
      Effect.flatMap(clientAddress, (ip) => signIn(payload, ip)).pipe(
        Effect.flatMap(({ userId, firstLogin }) =>
          Effect.map(issueSession(userId), (session) => ({ ...session, first_login: firstLogin })),
        ),
        Effect.catchTags({
          // Unknown address or wrong password: deliberately the same answer.
          InvalidCredentials: (error) => refuseAccount(error),
          UserNotFound: () => refuseAccount(new InvalidCredentials()),
          TooManyAttempts: rateLimited,
        }),
      ),
    )
    .handle("verifyEmail", ({ payload }) =>
      verifyEmail(payload.token).pipe(
        Effect.as({ verified: true, message: accountTexts.verified }),
        Effect.catchTags({
          VerificationTokenInvalid: () => invalidVerificationToken(),
          VerificationTokenExpired: invalidVerificationToken,
          UserNotFound: () => invalidVerificationToken(),
        }),
      ),
    )
    .handle("resendVerification", ({ payload }) =>
      resendVerification(payload.email).pipe(
        Effect.as({ message: accountTexts.resendAccepted }),
        Effect.catchTags({
          EmailMissing: (error) => refuseAccount(error),
          VerificationResendTooSoon: (error) => refuseAccount(error),
          // deleted between the lookup and the append: the same answer as for any unknown address
          UserNotFound: () => Effect.succeed({ message: accountTexts.resendAccepted }),
        }),
      ),
    )
    .handle("resetPassword", ({ payload }) =>
      resetPassword(payload.token, payload.password, fromEnvelopeDto(payload.keys)).pipe(
        Effect.as({ success: true, message: accountTexts.passwordReset }),
        Effect.catchTags({
          PasswordTooShort: (error) => refuseAccount(error),
          PasswordResetTokenInvalid: () => invalidResetToken(),
          PasswordResetTokenExpired: invalidResetToken,
          UserNotFound: () => invalidResetToken(),
          KeyEnvelopeInvalid: (error) => refuseAccount(error),
          KeyEnvelopeMissing: (error) => refuseAccount(error),
          DataKeyRotationRequired: (error) => refuseAccount(error),
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
        Effect.as({ message: accountTexts.resetRequested }),
        Effect.catchTags({ TooManyAttempts: rateLimited }),
      ),
    ),
)
