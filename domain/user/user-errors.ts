import { Schema } from "effect"

export class UserAlreadyRegistered extends Schema.TaggedError<UserAlreadyRegistered>()(
  "UserAlreadyRegistered",
  {
    userId: Schema.String,
  },
) {}

export class UserNameEmpty extends Schema.TaggedError<UserNameEmpty>()("UserNameEmpty", {}) {}

export class UserEmailInvalid extends Schema.TaggedError<UserEmailInvalid>()("UserEmailInvalid", {
  email: Schema.String,
}) {}

/** Checked on the plaintext by `validatePassword` before hashing, outside any decider. */
export class PasswordTooShort extends Schema.TaggedError<PasswordTooShort>()("PasswordTooShort", {
  minLength: Schema.Number,
}) {}

/** Never registered, or deleted. */
export class UserNotFound extends Schema.TaggedError<UserNotFound>()("UserNotFound", {}) {}

export class EmailAlreadyVerified extends Schema.TaggedError<EmailAlreadyVerified>()("EmailAlreadyVerified", {
  userId: Schema.String,
}) {}

/** Resend within the 5-minute cooldown (HTTP 429 with Retry-After). */
export class VerificationResendTooSoon extends Schema.TaggedError<VerificationResendTooSoon>()(
  "VerificationResendTooSoon",
  { retryAfterSeconds: Schema.Number },
) {}

export class VerificationTokenInvalid extends Schema.TaggedError<VerificationTokenInvalid>()(
  "VerificationTokenInvalid",
  {},
) {}

export class VerificationTokenExpired extends Schema.TaggedError<VerificationTokenExpired>()(
  "VerificationTokenExpired",
  { expiredAt: Schema.String },
) {}

export class AssistantNameEmpty extends Schema.TaggedError<AssistantNameEmpty>()("AssistantNameEmpty", {}) {}

export class PasswordResetNotAllowed extends Schema.TaggedError<PasswordResetNotAllowed>()(
  "PasswordResetNotAllowed",
  { userId: Schema.String, reason: Schema.Literals(["unverified", "admin"]) },
) {}

export class PasswordResetTokenInvalid extends Schema.TaggedError<PasswordResetTokenInvalid>()(
  "PasswordResetTokenInvalid",
  {},
) {}

export class PasswordResetTokenExpired extends Schema.TaggedError<PasswordResetTokenExpired>()(
  "PasswordResetTokenExpired",
  { expiredAt: Schema.String },
) {}

export class AdminUserProtected extends Schema.TaggedError<AdminUserProtected>()("AdminUserProtected", {
  userId: Schema.String,
}) {}

/** The wrapped keys are not what a browser of ours makes (sizes, PBKDF2 iterations below 600 000…). */
export class KeyEnvelopeInvalid extends Schema.TaggedError<KeyEnvelopeInvalid>()("KeyEnvelopeInvalid", {
  field: Schema.String,
}) {}

/** A password change or reset must carry the data key wrapped anew. */
export class KeyEnvelopeMissing extends Schema.TaggedError<KeyEnvelopeMissing>()("KeyEnvelopeMissing", {}) {}

/** The account already has wrapped keys: moving an old account over happens once. */
export class KeysAlreadyStored extends Schema.TaggedError<KeysAlreadyStored>()("KeysAlreadyStored", {}) {}

/** A re-wrap names another data key than the account's current one (a reset elsewhere, a stale tab). */
export class DataKeyMismatch extends Schema.TaggedError<DataKeyMismatch>()("DataKeyMismatch", {
  current: Schema.NullOr(Schema.String),
}) {}

/**
 * The account's data key is an old account's password-derived one: a password change or a reset with the
 * recovery key must replace it with a new key that keeps it (previousKeys), not re-wrap it.
 */
export class DataKeyRotationRequired extends Schema.TaggedError<DataKeyRotationRequired>()(
  "DataKeyRotationRequired",
  {},
) {}

/** Sign-up without the explicit consent to health-data processing or the 18+ declaration. */
export class ConsentRequired extends Schema.TaggedError<ConsentRequired>()("ConsentRequired", {}) {}

export type UserError =
  | UserAlreadyRegistered
  | UserNameEmpty
  | UserEmailInvalid
  | UserNotFound
  | EmailAlreadyVerified
  | VerificationResendTooSoon
  | VerificationTokenInvalid
  | VerificationTokenExpired
  | AssistantNameEmpty
  | PasswordResetNotAllowed
  | PasswordResetTokenInvalid
  | PasswordResetTokenExpired
  | AdminUserProtected
  | KeyEnvelopeInvalid
  | KeyEnvelopeMissing
  | KeysAlreadyStored
  | DataKeyMismatch
  | DataKeyRotationRequired
  | ConsentRequired
