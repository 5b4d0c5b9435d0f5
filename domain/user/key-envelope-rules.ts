import type { KeyEnvelope } from "./user-key-events.ts"

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256; more is accepted up to a bound that keeps a login bearable. */
export const MIN_PBKDF2_ITERATIONS = 600_000
export const MAX_PBKDF2_ITERATIONS = 10_000_000

/** Bytes of a standard base64 text, or -1 when it is not one. */
export const base64Bytes = (text: string): number => {
  if (text.length === 0 || text.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return -1
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0
  return (text.length / 4) * 3 - padding
}

/** AES-KW output for a 32-byte key: 40 bytes. */
const WRAPPED_KEY_BYTES = 40
const SALT_BYTES = 16
/** An earlier data key sealed by the current one: iv(12) + the 32-byte key + the GCM tag(16). */
const SEALED_KEY_BYTES = 60
/** Only an old account's password-derived key is ever kept today; a few more leave room, no more. */
export const MAX_PREVIOUS_KEYS = 4

/** Which part of an envelope is malformed, or null when it has the shape the browser makes. */
export const envelopeProblem = (envelope: KeyEnvelope): string | null => {
  const { keyId, passwordWrap, recoveryWrap } = envelope
  if (!/^[A-Za-z0-9-]{8,64}$/.test(keyId)) return "keyId"
  if (base64Bytes(passwordWrap.salt) !== SALT_BYTES) return "passwordWrap.salt"
  if (
    !Number.isInteger(passwordWrap.iterations) ||
    passwordWrap.iterations < MIN_PBKDF2_ITERATIONS ||
    passwordWrap.iterations > MAX_PBKDF2_ITERATIONS
  )
    return "passwordWrap.iterations"
  if (base64Bytes(passwordWrap.wrappedKey) !== WRAPPED_KEY_BYTES) return "passwordWrap.wrappedKey"
  if (base64Bytes(recoveryWrap.salt) !== SALT_BYTES) return "recoveryWrap.salt"
  if (base64Bytes(recoveryWrap.wrappedKey) !== WRAPPED_KEY_BYTES) return "recoveryWrap.wrappedKey"
  const sealed = base64Bytes(recoveryWrap.sealedRecoveryKey)
  // iv(12) + at least the recovery key's text + the GCM tag(16), and no more than a few hundred bytes
  if (sealed < 40 || sealed > 300) return "recoveryWrap.sealedRecoveryKey"
  const previous = envelope.previousKeys ?? []
  if (previous.length > MAX_PREVIOUS_KEYS) return "previousKeys"
  if (previous.some((key) => base64Bytes(key) !== SEALED_KEY_BYTES)) return "previousKeys"
  return null
}
