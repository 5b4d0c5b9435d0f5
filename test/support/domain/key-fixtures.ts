// Test support: a well-formed key envelope, as the browser makes one.
import type { KeyEnvelope } from "../../../domain/user/user-key-events.ts"

const b64 = (bytes: number, fill: number) => Buffer.alloc(bytes, fill).toString("base64")

export const envelope = (keyId = "key-0001", overrides: Partial<KeyEnvelope> = {}): KeyEnvelope => ({
  keyId,
  passwordWrap: { salt: b64(16, 1), iterations: 600_000, wrappedKey: b64(40, 2) },
  recoveryWrap: { salt: b64(16, 3), wrappedKey: b64(40, 4), sealedRecoveryKey: b64(80, 5) },
  ...overrides,
})
