import { decryptWithAny, fromBase64, MessageCryptoError, type Keyring } from "./message-crypto.ts"

/*
 * Image bytes are encrypted like message text (DESIGN §6, SPEC §9): AES-GCM with the user's CryptoKey from
 * the same keyring, a random 12-byte iv per image, layout salt(16) | iv(12) | ciphertext, but kept binary
 * (uploaded as application/octet-stream) instead of base64.
 */
const SALT_BYTES = 16
const IV_BYTES = 12

export const encryptBytes = async (
  keyring: Keyring,
  saltBase64: string,
  plain: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> => {
  try {
    const salt = fromBase64(saltBase64)
    if (salt.length !== SALT_BYTES) throw new Error("bad salt")
    const iv = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(IV_BYTES)))
    const key = await keyring.keyFor(salt)
    const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, plain))
    const record = new Uint8Array(new ArrayBuffer(SALT_BYTES + IV_BYTES + ciphertext.length))
    record.set(salt, 0)
    record.set(iv, SALT_BYTES)
    record.set(ciphertext, SALT_BYTES + IV_BYTES)
    return record
  } catch {
    throw new MessageCryptoError("encrypt")
  }
}

export const decryptBytes = async (
  keyring: Keyring,
  record: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> => {
  try {
    if (record.length <= SALT_BYTES + IV_BYTES) throw new Error("record too short")
    const salt = record.slice(0, SALT_BYTES)
    const iv = record.slice(SALT_BYTES, SALT_BYTES + IV_BYTES)
    return new Uint8Array(
      await decryptWithAny(await keyring.readKeysFor(salt), iv, record.slice(SALT_BYTES + IV_BYTES)),
    )
  } catch {
    throw new MessageCryptoError("decrypt")
  }
}

/** The image type from its first bytes, for a Blob whose server copy carried no usable type. */
export const sniffImageType = (bytes: Uint8Array): string => {
  const starts = (...prefix: number[]) => prefix.every((value, index) => bytes[index] === value)
  if (starts(0x89, 0x50, 0x4e, 0x47)) return "image/png"
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg"
  if (starts(0x47, 0x49, 0x46, 0x38)) return "image/gif"
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42)
    return "image/webp"
  return "application/octet-stream"
}
