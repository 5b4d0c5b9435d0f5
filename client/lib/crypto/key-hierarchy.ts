import type { KeyEnvelopeDto } from "./key-envelope.ts"
import { fromBase64, toBase64 } from "./message-crypto.ts"
import { normalizeRecoveryKey } from "./recovery-key.ts"

/*
 * DESIGN §6 in the browser, WebCrypto only. A random 256-bit data key encrypts the conversations (AES-GCM,
 * record layout of SPEC §9 unchanged). It leaves the browser only wrapped with AES-KW:
 * - by PBKDF2-SHA256(password, 16-byte salt, 600 000 iterations): derived once per login, never per message;
 * - by HKDF-SHA256(recovery key, 16-byte salt): the recovery key holds 160 random bits, so no slow KDF is needed.
 * The unwrapped data key used every day is non-extractable; it is extractable only for the instant a re-wrap
 * needs it (password change, new recovery key), and never stored so.
 */
export const PASSWORD_KDF_ITERATIONS = 600_000
const RECOVERY_INFO = new TextEncoder().encode("cogi recovery key v1")

/** A wrapped key that does not open: wrong password, wrong recovery key, or keys replaced meanwhile. */
export class KeyUnwrapError extends Error {
  constructor() {
    super("La chiave non corrisponde")
    this.name = "KeyUnwrapError"
  }
}

const random = (length: number) => crypto.getRandomValues(new Uint8Array(new ArrayBuffer(length)))
const bytesOf = (text: string) => new Uint8Array(new TextEncoder().encode(text))

const wrappingKey = { name: "AES-KW", length: 256 } as const
const dataKeyUsages: KeyUsage[] = ["encrypt", "decrypt"]

export const derivePasswordKek = async (
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
) => {
  const material = await crypto.subtle.importKey("raw", bytesOf(password), "PBKDF2", false, ["deriveKey"])
  return crypto.subtle.deriveKey(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    material,
    wrappingKey,
    false,
    ["wrapKey", "unwrapKey"],
  )
}

const deriveRecoveryKek = async (recoveryKey: string, salt: Uint8Array<ArrayBuffer>) => {
  const normalized = normalizeRecoveryKey(recoveryKey)
  if (normalized === null) throw new KeyUnwrapError()
  const material = await crypto.subtle.importKey("raw", bytesOf(normalized), "HKDF", false, ["deriveKey"])
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt, info: RECOVERY_INFO },
    material,
    wrappingKey,
    false,
    ["wrapKey", "unwrapKey"],
  )
}

const unwrap = async (kek: CryptoKey, wrapped: string, extractable: boolean): Promise<CryptoKey> => {
  try {
    return await crypto.subtle.unwrapKey(
      "raw",
      fromBase64(wrapped),
      kek,
      "AES-KW",
      { name: "AES-GCM", length: 256 },
      extractable,
      dataKeyUsages,
    )
  } catch {
    throw new KeyUnwrapError()
  }
}

const wrap = async (kek: CryptoKey, extractableDataKey: CryptoKey) =>
  toBase64(new Uint8Array(await crypto.subtle.wrapKey("raw", extractableDataKey, kek, "AES-KW")))

const sealText = async (dataKey: CryptoKey, text: string) => {
  const iv = random(12)
  const body = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, dataKey, bytesOf(text)))
  const sealed = new Uint8Array(12 + body.length)
  sealed.set(iv, 0)
  sealed.set(body, 12)
  return toBase64(sealed)
}

/** The recovery key kept, sealed by the data key, in the envelope (the signed-in user may read it again). */
export const revealRecoveryKey = async (dataKey: CryptoKey, envelope: KeyEnvelopeDto): Promise<string> => {
  try {
    const sealed = fromBase64(envelope.recovery.sealed_recovery_key)
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: sealed.slice(0, 12) },
      dataKey,
      sealed.slice(12),
    )
    return new TextDecoder().decode(plain)
  } catch {
    throw new KeyUnwrapError()
  }
}

const passwordWrap = async (dataKey: CryptoKey, password: string): Promise<KeyEnvelopeDto["password"]> => {
  const salt = random(16)
  const kek = await derivePasswordKek(password, salt, PASSWORD_KDF_ITERATIONS)
  return { salt: toBase64(salt), iterations: PASSWORD_KDF_ITERATIONS, wrapped_key: await wrap(kek, dataKey) }
}

const recoveryWrap = async (dataKey: CryptoKey, recoveryKey: string): Promise<KeyEnvelopeDto["recovery"]> => {
  const salt = random(16)
  const kek = await deriveRecoveryKek(recoveryKey, salt)
  return {
    salt: toBase64(salt),
    wrapped_key: await wrap(kek, dataKey),
    sealed_recovery_key: await sealText(dataKey, recoveryKey),
  }
}

/** The everyday form of a data key: AES-GCM, non-extractable. */
export const toEverydayKey = (extractable: CryptoKey): Promise<CryptoKey> =>
  crypto.subtle
    .exportKey("raw", extractable)
    .then((raw) => crypto.subtle.importKey("raw", raw, "AES-GCM", false, dataKeyUsages))

/** Wraps an (extractable) data key by the password and by the recovery key. */
export const buildEnvelope = async (
  keyId: string,
  extractableDataKey: CryptoKey,
  password: string,
  recoveryKey: string,
): Promise<KeyEnvelopeDto> => ({
  key_id: keyId,
  password: await passwordWrap(extractableDataKey, password),
  recovery: await recoveryWrap(extractableDataKey, recoveryKey),
})

/** A fresh random data key (extractable until wrapped). */
export const generateDataKey = () =>
  crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, dataKeyUsages) as Promise<CryptoKey>

/** The data key of an envelope, opened with the password (one PBKDF2 derivation). */
export const openWithPassword = async (envelope: KeyEnvelopeDto, password: string, extractable = false) => {
  const kek = await derivePasswordKek(
    password,
    fromBase64(envelope.password.salt),
    envelope.password.iterations,
  )
  return unwrap(kek, envelope.password.wrapped_key, extractable)
}

/** The data key opened with the recovery key (reset page). */
export const openWithRecoveryKey = async (
  recovery: { readonly salt: string; readonly wrapped_key: string },
  recoveryKey: string,
  extractable = false,
) =>
  unwrap(await deriveRecoveryKek(recoveryKey, fromBase64(recovery.salt)), recovery.wrapped_key, extractable)

/** A password change: the same data key wrapped by the new password; the recovery part is kept. */
export const rewrapForNewPassword = async (
  envelope: KeyEnvelopeDto,
  currentPassword: string,
  newPassword: string,
): Promise<KeyEnvelopeDto> => {
  const dataKey = await openWithPassword(envelope, currentPassword, true)
  return { ...envelope, password: await passwordWrap(dataKey, newPassword) }
}

/** A new recovery key for the same data key (the old one stops working). */
export const rewrapForNewRecoveryKey = async (
  envelope: KeyEnvelopeDto,
  password: string,
  recoveryKey: string,
): Promise<KeyEnvelopeDto> => {
  const dataKey = await openWithPassword(envelope, password, true)
  return { ...envelope, recovery: await recoveryWrap(dataKey, recoveryKey) }
}

/**
 * An account from before wrapped keys: its key was PBKDF2-SHA256(password, its salt, 100 000) and becomes
 * its data key unchanged, so every past message stays readable.
 */
export const legacyDataKey = async (password: string, encryptionSalt: string): Promise<CryptoKey> => {
  const material = await crypto.subtle.importKey("raw", bytesOf(password), "PBKDF2", false, ["deriveKey"])
  return crypto.subtle.deriveKey(
    { name: "PBKDF2", hash: "SHA-256", salt: fromBase64(encryptionSalt), iterations: 100_000 },
    material,
    { name: "AES-GCM", length: 256 },
    true,
    dataKeyUsages,
  )
}

export const newKeyId = (): string => crypto.randomUUID()
export const newEncryptionSalt = (): string => toBase64(random(16))
