// Test support: a key envelope on the wire (snake_case), shaped as the browser makes one.
import { randomBytes } from "node:crypto"

const b64 = (bytes: number) => randomBytes(bytes).toString("base64")

export const envelopeDto = (
  keyId = `key-${randomBytes(6).toString("hex")}`,
  { previousKeys = 0 }: { readonly previousKeys?: number } = {},
) => ({
  key_id: keyId,
  password: { salt: b64(16), iterations: 600_000, wrapped_key: b64(40) },
  recovery: { salt: b64(16), wrapped_key: b64(40), sealed_recovery_key: b64(80) },
  // earlier data keys sealed by this one (iv + 32 bytes + tag), kept to read the history
  ...(previousKeys === 0 ? {} : { previous_keys: Array.from({ length: previousKeys }, () => b64(60)) }),
})
