import { Result } from "effect"
import { isAtOrAfter } from "../shared/instant.ts"
import type { Instant } from "../shared/instant.ts"
import { envelopeProblem } from "./key-envelope-rules.ts"
import type * as C from "./user-commands.ts"
import * as E from "./user-errors.ts"
import type { UserEvent } from "./user-events.ts"
import type { KeyEnvelope, KeyWrapReason } from "./user-key-events.ts"
import type { RegisteredUser } from "./user-state.ts"

type Decision = Result.Result<ReadonlyArray<UserEvent>, E.UserError>

export const keysWrapped = (
  userId: string,
  envelope: KeyEnvelope,
  reason: KeyWrapReason,
  at: Instant,
): UserEvent => ({ _tag: "DataKeyWrapped", schemaVersion: 1, userId, envelope, reason, at })

/** The envelope, or the error naming its malformed part. */
export const checkEnvelope = (envelope: KeyEnvelope): Result.Result<KeyEnvelope, E.KeyEnvelopeInvalid> => {
  const field = envelopeProblem(envelope)
  return field === null ? Result.succeed(envelope) : Result.fail(new E.KeyEnvelopeInvalid({ field }))
}

/**
 * A password change. From a reset link, the link must be the latest one and unexpired; the new envelope may
 * hold the same data key (opened with the recovery key) or a new one. Signed in, it is a re-wrap: the same key.
 * An old account's password-derived key (`legacyKey`) is never re-wrapped, since its first password derives it
 * again: the change must bring a new key that keeps it in `previousKeys` (a rotation), or, at a reset without the
 * recovery key, a new key alone.
 */
export const changePassword = (command: C.ChangePassword, user: RegisteredUser): Decision => {
  const fromReset = command.resetTokenHash !== null
  if (fromReset) {
    const reset = user.passwordReset
    if (reset === null || reset.tokenHash !== command.resetTokenHash) {
      return Result.fail(new E.PasswordResetTokenInvalid())
    }
    if (isAtOrAfter(command.now, reset.expiresAt)) {
      return Result.fail(new E.PasswordResetTokenExpired({ expiredAt: reset.expiresAt }))
    }
  }
  if (command.keys === null) return Result.fail(new E.KeyEnvelopeMissing())
  const checked = checkEnvelope(command.keys)
  if (Result.isFailure(checked)) return Result.fail(checked.failure)
  const sameKey = command.keys.keyId === user.keyId
  const rotates = !sameKey && (command.keys.previousKeys?.length ?? 0) > 0
  if (user.legacyKey && (fromReset ? sameKey : !rotates)) return Result.fail(new E.DataKeyRotationRequired())
  if (!fromReset && !user.legacyKey && user.keyId !== null && !sameKey) {
    return Result.fail(new E.DataKeyMismatch({ current: user.keyId }))
  }
  const reason: KeyWrapReason = !fromReset
    ? rotates
      ? "password_changed_key_rotated"
      : "password_changed"
    : sameKey
      ? "reset_with_recovery"
      : rotates
        ? "reset_with_recovery_key_rotated"
        : "reset_new_key"
  const { passwordHash, now } = command
  return Result.succeed([
    { _tag: "PasswordChanged", schemaVersion: 1, userId: user.userId, passwordHash, at: now },
    keysWrapped(user.userId, command.keys, reason, now),
  ])
}

/** An old account's first envelope (once), or a new recovery key for the current data key. */
export const storeKeys = (command: C.StoreKeys, user: RegisteredUser): Decision => {
  const checked = checkEnvelope(command.keys)
  if (Result.isFailure(checked)) return Result.fail(checked.failure)
  if (command.reason === "migrated" && user.keyId !== null) return Result.fail(new E.KeysAlreadyStored())
  if (command.reason === "recovery_regenerated" && command.keys.keyId !== user.keyId) {
    return Result.fail(new E.DataKeyMismatch({ current: user.keyId }))
  }
  return Result.succeed([keysWrapped(user.userId, command.keys, command.reason, command.now)])
}
