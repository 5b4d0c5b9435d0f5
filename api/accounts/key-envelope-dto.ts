import type { KeyEnvelope } from "../../domain/user/user-key-events.ts"
import type { KeyEnvelopeDto } from "../../contract/key-envelope.ts"

export const fromEnvelopeDto = (dto: KeyEnvelopeDto): KeyEnvelope => ({
  keyId: dto.key_id,
  passwordWrap: {
    salt: dto.password.salt,
    iterations: dto.password.iterations,
    wrappedKey: dto.password.wrapped_key,
  },
  recoveryWrap: {
    salt: dto.recovery.salt,
    wrappedKey: dto.recovery.wrapped_key,
    sealedRecoveryKey: dto.recovery.sealed_recovery_key,
  },
  ...(dto.previous_keys === undefined || dto.previous_keys.length === 0
    ? {}
    : { previousKeys: dto.previous_keys }),
})

export const toEnvelopeDto = (envelope: KeyEnvelope): KeyEnvelopeDto => ({
  key_id: envelope.keyId,
  password: {
    salt: envelope.passwordWrap.salt,
    iterations: envelope.passwordWrap.iterations,
    wrapped_key: envelope.passwordWrap.wrappedKey,
  },
  recovery: {
    salt: envelope.recoveryWrap.salt,
    wrapped_key: envelope.recoveryWrap.wrappedKey,
    sealed_recovery_key: envelope.recoveryWrap.sealedRecoveryKey,
  },
  ...(envelope.previousKeys === undefined || envelope.previousKeys.length === 0
    ? {}
    : { previous_keys: envelope.previousKeys }),
})
