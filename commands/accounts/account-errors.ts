import { Schema } from "effect"

/*
 * Refusals of the accounts application service that are not domain rules (those live in domain/user):
 * checks on the request and on who is asking. The edge maps each to an HTTP error with its Italian text
 * (api/accounts/user-http-errors.ts).
 */

export class EncryptionSaltInvalid extends Schema.TaggedError<EncryptionSaltInvalid>()(
  "EncryptionSaltInvalid",
  {},
) {}

export class EmergencyContactRelationInvalid extends Schema.TaggedError<EmergencyContactRelationInvalid>()(
  "EmergencyContactRelationInvalid",
  { relation: Schema.String },
) {}

/** Unknown address or wrong password: deliberately the same error. */
export class InvalidCredentials extends Schema.TaggedError<InvalidCredentials>()("InvalidCredentials", {}) {}

/** The signed-in user's confirmation password is wrong. */
export class WrongPassword extends Schema.TaggedError<WrongPassword>()("WrongPassword", {}) {}

export class EmailMissing extends Schema.TaggedError<EmailMissing>()("EmailMissing", {}) {}
