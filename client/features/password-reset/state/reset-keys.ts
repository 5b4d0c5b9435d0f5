import {
  buildEnvelope,
  generateDataKey,
  keysForResetWithRecoveryKey,
  KeyUnwrapError,
  newKeyId,
} from "../../../lib/crypto/key-hierarchy.ts"
import type { KeyEnvelopeDto } from "../../../lib/crypto/key-envelope.ts"
import {
  generateRecoveryKey,
  normalizeRecoveryKey,
  RECOVERY_KEY_FORMAT_ERROR,
} from "../../../lib/crypto/recovery-key.ts"
import type { ResetKeys } from "../api/reset-password.ts"

export const RECOVERY_KEY_WRONG =
  "Questa chiave di recupero non apre le tue conversazioni. Controllala, oppure lascia il campo vuoto."
export const NO_RECOVERY_KEY_ON_ACCOUNT =
  "Questo account non ha ancora una chiave di recupero: lascia il campo vuoto."

/** A recovery key that cannot be used; nothing was sent. */
export class RecoveryKeyProblem extends Error {}

export type PreparedReset = {
  readonly keys: KeyEnvelopeDto
  /** Set when a new data key was made (no recovery key): its own new recovery key, to show once. */
  readonly newRecoveryKey: string | null
}

/**
 * With the recovery key: the same data key, opened here and wrapped by the new password (the history stays
 * readable); an old account's password-derived key is replaced by a new one that keeps it for the history, so
 * the old password opens nothing written afterwards. Without it: a new data key and a new recovery key (past
 * conversations stay locked).
 */
export const prepareReset = async (
  resetKeys: ResetKeys,
  password: string,
  typedRecoveryKey: string,
): Promise<PreparedReset> => {
  if (typedRecoveryKey.trim() === "") {
    const recoveryKey = generateRecoveryKey()
    return {
      keys: await buildEnvelope(newKeyId(), await generateDataKey(), password, recoveryKey),
      newRecoveryKey: recoveryKey,
    }
  }
  const recoveryKey = normalizeRecoveryKey(typedRecoveryKey)
  if (recoveryKey === null) throw new RecoveryKeyProblem(RECOVERY_KEY_FORMAT_ERROR)
  if (resetKeys.recovery === null || resetKeys.key_id === null)
    throw new RecoveryKeyProblem(NO_RECOVERY_KEY_ON_ACCOUNT)
  try {
    const { recovery, key_id } = resetKeys // both known here
    const change = await keysForResetWithRecoveryKey(
      { ...resetKeys, recovery, key_id },
      recoveryKey,
      password,
    )
    return { keys: change.envelope, newRecoveryKey: null }
  } catch (error) {
    if (error instanceof KeyUnwrapError) throw new RecoveryKeyProblem(RECOVERY_KEY_WRONG)
    throw error
  }
}
