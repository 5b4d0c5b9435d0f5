import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Conflict, RateLimited, Unauthorized, ValidationError } from "./errors.ts"
import { KeyEnvelopeDto } from "./key-envelope.ts"
import { UserDto } from "./user.ts"
import { BoundedText, fieldMaxima, OptionalBoundedText } from "./limits.ts"

/*
 * Bodies take plain strings: the handlers validate them, so every refusal carries a precise Italian `detail`
 * (SPEC §5) rather than a generic schema message.
 */

const Email = BoundedText(fieldMaxima.email)
const Password = BoundedText(fieldMaxima.password)
const Token = BoundedText(fieldMaxima.token)

export const RegisterRequest = Schema.Struct({
  name: BoundedText(fieldMaxima.name),
  email: Email,
  password: Password,
  /** Blank or missing → "Cogi". */
  ai_name: OptionalBoundedText(fieldMaxima.aiName),
  /** Base64 of exactly 16 random bytes, made in the browser. */
  encryption_salt: BoundedText(fieldMaxima.encryptionSalt),
  /** GDPR art. 9(2)(a): explicit consent to processing data about emotional health (must be true). */
  consent_health_data: Schema.optional(Schema.Boolean),
  /** The declaration of being 18 or older (must be true). */
  adult: Schema.optional(Schema.Boolean),
  /** The data key made in the browser, wrapped (absent: the account moves over at its first login). */
  keys: Schema.optional(KeyEnvelopeDto),
  /** The contact is kept only when both name and phone are filled. */
  emergency_contact_name: OptionalBoundedText(fieldMaxima.name),
  emergency_contact_phone: OptionalBoundedText(fieldMaxima.phone),
  /** amico, familiare, partner, altro, or "" (not specified). */
  emergency_contact_relation: OptionalBoundedText(fieldMaxima.relation),
})

/**
 * The answer to every accepted sign-up, whether the address is new or already has an account (202, the same
 * bytes): what happens next is in the mail (verification link, or a note to the owner of the address).
 */
export const RegisterAccepted = Schema.Struct({ message: Schema.String })

export const LoginRequest = Schema.Struct({ email: Email, password: Password })

export const AuthResponse = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.Literal("bearer"),
  user: UserDto,
  /** Sign-in only: this is the account's first one (the app welcomes rather than greets again). */
  first_login: Schema.optional(Schema.Boolean),
})
export type AuthResponse = typeof AuthResponse.Type

export const VerifyEmailRequest = Schema.Struct({ token: Token })
export const VerifyEmailResponse = Schema.Struct({ verified: Schema.Boolean, message: Schema.String })

export const ResendVerificationRequest = Schema.Struct({ email: Email })
export const ResendVerificationResponse = Schema.Struct({ message: Schema.String })

/** The token from the reset e-mail (`/reset-password?token=…`), the new password (at least 6 characters) and
 * the data key wrapped anew: the same key (opened with the recovery key) or a new one. */
export const ResetPasswordRequest = Schema.Struct({
  token: Token,
  password: Password,
  keys: KeyEnvelopeDto,
})

export const ForgotPasswordRequest = Schema.Struct({ email: Email })
export const ForgotPasswordResponse = Schema.Struct({ message: Schema.String })

/**
 * What the reset page needs to keep the history: the data key wrapped by the recovery key, if there is one, the
 * earlier keys sealed by it, and whether it is an old account's password-derived key (then the reset replaces it
 * with a new one, as a password change does: contract/account.ts `legacy_key`).
 */
export const ResetKeysRequest = Schema.Struct({ token: Token })
export const ResetKeysResponse = Schema.Struct({
  key_id: Schema.NullOr(Schema.String),
  recovery: Schema.NullOr(Schema.Struct({ salt: Schema.String, wrapped_key: Schema.String })),
  previous_keys: Schema.Array(Schema.String),
  legacy_key: Schema.Boolean,
})
export const ResetPasswordResponse = Schema.Struct({ success: Schema.Boolean, message: Schema.String })

/** Sign-up, sign-in, e-mail verification and password reset: public endpoints. */
export class AuthGroup extends HttpApiGroup.make("auth")
  .add(
    HttpApiEndpoint.post("register", "/register", {
      payload: RegisterRequest,
      success: RegisterAccepted.pipe(HttpApiSchema.status(202)),
      error: [ValidationError, RateLimited],
    }),
    HttpApiEndpoint.post("login", "/login", {
      payload: LoginRequest,
      success: AuthResponse,
      error: [ValidationError, Unauthorized, RateLimited],
    }),
    HttpApiEndpoint.post("verifyEmail", "/verify-email", {
      payload: VerifyEmailRequest,
      success: VerifyEmailResponse,
      error: ValidationError,
    }),
    HttpApiEndpoint.post("resendVerification", "/resend-verification", {
      payload: ResendVerificationRequest,
      success: ResendVerificationResponse,
      error: [ValidationError, RateLimited],
    }),
    HttpApiEndpoint.post("resetPassword", "/reset-password", {
      payload: ResetPasswordRequest,
      success: ResetPasswordResponse,
      error: [ValidationError, Conflict],
    }),
    HttpApiEndpoint.post("resetKeys", "/reset-password/keys", {
      payload: ResetKeysRequest,
      success: ResetKeysResponse,
      error: ValidationError,
    }),
    HttpApiEndpoint.post("forgotPassword", "/forgot-password", {
      payload: ForgotPasswordRequest,
      success: ForgotPasswordResponse,
      error: [ValidationError, RateLimited],
    }),
  )
  .prefix("/auth") {}
