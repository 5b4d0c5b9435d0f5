import { Effect } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { addMinutes } from "../../domain/shared/instant.ts"
import type { ChangePassword } from "../../domain/user/user-commands.ts"
import type { KeyEnvelope } from "../../domain/user/user-key-events.ts"
import { PasswordResetTokenInvalid, UserNotFound } from "../../domain/user/user-errors.ts"
import { validatePassword } from "../../domain/user/user-password.ts"
import { Passwords } from "./passwords.ts"
import { appendWithMail, decideOnUser, expectErrors, runCommand } from "./user-stream.ts"
import { hashToken, newVerificationToken, userIdOfToken } from "./verification-token.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"
import { isUuid } from "../../contract/uuid.ts"

/** A reset link works for 24 hours, once, and only while it is the latest one sent. */
export const PASSWORD_RESET_TOKEN_HOURS = 24

/** The canonical (lower-case) user id, or undefined when `id` is not a UUID. */
export const userIdOf = (id: string): string | undefined =>
  isUuid(id.trim()) ? id.trim().toLowerCase() : undefined

/**
 * An admin sends a verified, non-admin user a password-reset link: PasswordResetRequested (the token's sha256,
 * expiring in 24 h) and the `mail__send` job carrying the token, in one transaction. The token has the
 * verification token's shape, `<userId>.<random>`; only its hash is in the log.
 */
export const requestPasswordReset = Effect.fn("Commands.requestPasswordReset")(function* (rawUserId: string) {
  const userId = userIdOf(rawUserId)
  if (userId === undefined) return yield* new UserNotFound()
  const now = yield* currentInstant
  const { token, tokenHash } = newVerificationToken(userId)
  const command = {
    _tag: "RequestPasswordReset",
    by: "admin",
    tokenHash,
    expiresAt: addMinutes(now, PASSWORD_RESET_TOKEN_HOURS * 60),
    now,
  } as const
  yield* appendWithMail(userId, command, { kind: "password_reset", userId, token }).pipe(
    expectErrors("UserNotFound", "PasswordResetNotAllowed"),
  )
})

/**
 * Sets a new password with the token from the reset e-mail (PasswordChanged, argon2id) and stores the data key
 * wrapped by it (DataKeyWrapped): the same key when the browser opened it with the recovery key, else a new
 * one (also with the recovery key when the old one was an old account's password-derived key, kept inside).
 * The token is checked by the decider before the password is hashed, so a bad token costs no hashing.
 */
export const resetPassword = Effect.fn("Commands.resetPassword")(function* (
  token: string,
  password: string,
  keys: KeyEnvelope,
) {
  yield* Effect.fromResult(validatePassword(password))
  const userId = userIdOfToken(token)
  if (userId === undefined) return yield* new PasswordResetTokenInvalid()
  const passwords = yield* Passwords
  const now = yield* currentInstant
  const command = (passwordHash: string): ChangePassword => ({
    _tag: "ChangePassword",
    passwordHash,
    resetTokenHash: hashToken(token.trim()),
    keys,
    now,
  })
  yield* runCommand([userStream(userId)], (loaded) =>
    Effect.gen(function* () {
      yield* decideOnUser(loaded, userId, command(""))
      const decided = yield* decideOnUser(loaded, userId, command(yield* passwords.hash(password)))
      return { appends: [decided.append], value: undefined }
    }),
  ).pipe(
    expectErrors(
      "UserNotFound",
      "PasswordResetTokenInvalid",
      "PasswordResetTokenExpired",
      "KeyEnvelopeInvalid",
      "KeyEnvelopeMissing",
      "DataKeyRotationRequired",
    ),
  )
})
