/*
 * SPEC §9 record layout: AES-GCM-256, record = base64(salt(16) | iv(12, random per message) | ciphertext).
 * The key is the user's random data key (key-hierarchy.ts). `createKeyring` keeps the original reading, a key
 * derived by PBKDF2-SHA256 (100 000 iterations) from the password and the salt: an old account's data key.
 */
const PBKDF2_ITERATIONS = 100_000
const SALT_BYTES = 16
const IV_BYTES = 12

export class MessageCryptoError extends Error {
  readonly operation: "encrypt" | "decrypt"

  constructor(operation: "encrypt" | "decrypt") {
    super(
      operation === "encrypt"
        ? "Errore nella crittografia del messaggio"
        : "Errore nella decrittografia del messaggio",
    )
    this.name = "MessageCryptoError"
    this.operation = operation
  }
}

export const isCryptoSupported = (): boolean =>
  typeof globalThis.crypto !== "undefined" &&
  typeof globalThis.crypto.subtle !== "undefined" &&
  typeof globalThis.crypto.getRandomValues === "function"

export const toBase64 = (bytes: Uint8Array): string => {
  let binary = ""
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}

export const deriveMessageKey = async (
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations = PBKDF2_ITERATIONS,
): Promise<CryptoKey> => {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
    "deriveKey",
  ])
  return crypto.subtle.deriveKey(
    { name: "PBKDF2", salt, iterations, hash: "SHA-256" },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  )
}

/**
 * How a record's salt maps to its keys. With the data key (DESIGN §6) every salt maps to that one key, which
 * writes; `readKeysFor` adds the keys an account had before a key change (an old account's password-derived key,
 * kept in the envelope only to read what it wrote). The password-derived keyring below is the layout's original
 * reading, kept for tests and the Node cross-check.
 */
export type Keyring = {
  /** The key that encrypts. */
  readonly keyFor: (salt: Uint8Array<ArrayBuffer>) => Promise<CryptoKey>
  /** The keys that may decrypt, the current one first. */
  readonly readKeysFor: (salt: Uint8Array<ArrayBuffer>) => Promise<ReadonlyArray<CryptoKey>>
}

export const createKeyring = (password: string): Keyring => {
  const keys = new Map<string, Promise<CryptoKey>>()
  const keyFor = (salt: Uint8Array<ArrayBuffer>) => {
    const id = toBase64(salt)
    const known = keys.get(id)
    if (known !== undefined) return known
    const derived = deriveMessageKey(password, salt)
    keys.set(id, derived)
    derived.catch(() => keys.delete(id))
    return derived
  }
  return { keyFor, readKeysFor: (salt) => keyFor(salt).then((key) => [key]) }
}

/**
 * The keyring of a data key (DESIGN §6): one key whatever salt a record carries, and the keys it replaced
 * (`previousKeys`), tried after it for reading only.
 */
export const keyringFromKey = (key: CryptoKey, previousKeys: ReadonlyArray<CryptoKey> = []): Keyring => {
  const readKeys = [key, ...previousKeys]
  return { keyFor: () => Promise.resolve(key), readKeysFor: () => Promise.resolve(readKeys) }
}

/**
 * AES-GCM with each key that may read the record, the current one first: the tag tells a wrong key, so the
 * first key that authenticates is the one that wrote it. Throws when none does.
 */
export const decryptWithAny = async (
  keys: ReadonlyArray<CryptoKey>,
  iv: Uint8Array<ArrayBuffer>,
  ciphertext: Uint8Array<ArrayBuffer>,
): Promise<ArrayBuffer> => {
  let failure: unknown = new Error("no key")
  for (const key of keys) {
    try {
      return await crypto.subtle.decrypt({ name: "AES-GCM", iv }, key, ciphertext)
    } catch (error) {
      failure = error
    }
  }
  throw failure
}

export const encryptText = async (keyring: Keyring, saltBase64: string, text: string): Promise<string> => {
  try {
    const salt = fromBase64(saltBase64)
    if (salt.length !== SALT_BYTES) throw new Error("bad salt")
    const iv = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(IV_BYTES)))
    const key = await keyring.keyFor(salt)
    const ciphertext = new Uint8Array(
      await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(text)),
    )
    const record = new Uint8Array(SALT_BYTES + IV_BYTES + ciphertext.length)
    record.set(salt, 0)
    record.set(iv, SALT_BYTES)
    record.set(ciphertext, SALT_BYTES + IV_BYTES)
    return toBase64(record)
  } catch {
    throw new MessageCryptoError("encrypt")
  }
}

export const decryptText = async (keyring: Keyring, record: string): Promise<string> => {
  try {
    const bytes = fromBase64(record)
    if (bytes.length <= SALT_BYTES + IV_BYTES) throw new Error("record too short")
    const salt = bytes.slice(0, SALT_BYTES)
    const iv = bytes.slice(SALT_BYTES, SALT_BYTES + IV_BYTES)
    const plain = await decryptWithAny(
      await keyring.readKeysFor(salt),
      iv,
      bytes.slice(SALT_BYTES + IV_BYTES),
    )
    return new TextDecoder().decode(plain)
  } catch {
    throw new MessageCryptoError("decrypt")
  }
}

/**
 * SPEC §4: at start-up, encrypt and decrypt a sample message once to prove the browser can. The key is derived
 * with one PBKDF2 round: it proves the algorithm without spending 100,000 rounds of CPU on every page load.
 */
export const runCryptoSelfTest = async (): Promise<boolean> => {
  if (!isCryptoSupported()) return false
  try {
    const saltBytes = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(SALT_BYTES)))
    const salt = toBase64(saltBytes)
    const keyring = keyringFromKey(await deriveMessageKey("cogi-self-test", saltBytes, 1))
    const sample = "Ciao, come stai oggi? 🌿"
    return (await decryptText(keyring, await encryptText(keyring, salt, sample))) === sample
  } catch {
    return false
  }
}
