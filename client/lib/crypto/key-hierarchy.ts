import type { KeyEnvelopeDto } from "./key-envelope.ts"
import { fromBase64, toBase64 } from "./message-crypto.ts"
import { formatRecoveryKey, normalizeRecoveryKey } from "./recovery-key.ts"

/*
 * DESIGN §6 in the browser, WebCrypto only. A random 256-bit data key encrypts the conversations (AES-GCM,
 * record layout of SPEC §9 unchanged). It leaves the browser only wrapped with AES-KW:
 * - by PBKDF2-SHA256(password, 16-byte salt, 600 000 iterations): derived once per login, never per message;
 * - by HKDF-SHA256(recovery key, 16-byte salt): the recovery key holds 160 random bits, so no slow KDF is needed.
 * The unwrapped data key used every day is non-extractable; it is extractable only for the instant a re-wrap
 * needs it (password change, new recovery key), and never stored so.
 *
 * An account from before wrapped keys moved over with PBKDF2(its first password, its salt) as data key, which that
 * password derives again without any envelope. Its first password change or reset therefore makes a new random
 * data key for everything written from then on, and keeps the old one only to read the old records, sealed by the
 * new key in the envelope (`previous_keys`); the keyring writes with the new key and reads with both.
 */
export const PASSWORD_KDF_ITERATIONS = 600_000
const RECOVERY_INFO = new TextEncoder().encode("cogi recovery key v1")
/** Binds a sealed earlier key to its use, so it can never pass for the sealed recovery key or a record. */
const PREVIOUS_KEY_AAD = new TextEncoder().encode("cogi previous data key v1")

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

/** Wraps an (extractable) data key by the password and by the recovery key; `previousKeys` sealed by it. */
export const buildEnvelope = async (
  keyId: string,
  extractableDataKey: CryptoKey,
  password: string,
  recoveryKey: string,
  previousKeys: ReadonlyArray<string> = [],
): Promise<KeyEnvelopeDto> => ({
  key_id: keyId,
  password: await passwordWrap(extractableDataKey, password),
  recovery: await recoveryWrap(extractableDataKey, recoveryKey),
  ...(previousKeys.length === 0 ? {} : { previous_keys: [...previousKeys] }),
})

/** An earlier data key (extractable), sealed by the new one: iv(12) | AES-GCM(its 32 bytes) | tag(16). */
const sealPreviousKey = async (dataKey: CryptoKey, extractablePrevious: CryptoKey) => {
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", extractablePrevious))
  const iv = random(12)
  const body = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: PREVIOUS_KEY_AAD }, dataKey, raw),
  )
  const sealed = new Uint8Array(12 + body.length)
  sealed.set(iv, 0)
  sealed.set(body, 12)
  return toBase64(sealed)
}

/** The earlier data keys an envelope keeps, opened with its data key; non-extractable unless asked. */
export const openPreviousKeys = async (
  dataKey: CryptoKey,
  previousKeys: ReadonlyArray<string> | undefined,
  extractable = false,
): Promise<ReadonlyArray<CryptoKey>> => {
  try {
    return await Promise.all(
      (previousKeys ?? []).map(async (text) => {
        const sealed = fromBase64(text)
        const raw = await crypto.subtle.decrypt(
          { name: "AES-GCM", iv: sealed.slice(0, 12), additionalData: PREVIOUS_KEY_AAD },
          dataKey,
          sealed.slice(12),
        )
        return crypto.subtle.importKey("raw", raw, "AES-GCM", extractable, dataKeyUsages)
      }),
    )
  } catch {
    throw new KeyUnwrapError()
  }
}

/** The keys a browser holds once unlocked: the data key that writes, and the earlier ones that only read. */
export type UnlockedKeys = {
  readonly keyId: string
  readonly key: CryptoKey
  readonly previousKeys: ReadonlyArray<CryptoKey>
}

/** A new envelope and the keys it opens, after a password change or a reset. */
export type KeyChange = { readonly envelope: KeyEnvelopeDto; readonly unlocked: UnlockedKeys }

/**
 * Replaces an (extractable) data key by a new random one for everything written from now on: the old key, and
 * the earlier keys its envelope kept, are sealed by the new key so the history stays readable.
 */
const rotateDataKey = async (
  extractableOld: CryptoKey,
  oldPreviousKeys: ReadonlyArray<string> | undefined,
  password: string,
  recoveryKey: string,
): Promise<KeyChange> => {
  const older = await openPreviousKeys(extractableOld, oldPreviousKeys, true)
  const dataKey = await generateDataKey()
  const kept = [extractableOld, ...older]
  const sealed = await Promise.all(kept.map((key) => sealPreviousKey(dataKey, key)))
  const envelope = await buildEnvelope(newKeyId(), dataKey, password, recoveryKey, sealed)
  return {
    envelope,
    unlocked: {
      keyId: envelope.key_id,
      key: await toEverydayKey(dataKey),
      previousKeys: await Promise.all(kept.map(toEverydayKey)),
    },
  }
}

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

/** The keys the password opens: the data key and the earlier keys its envelope keeps. */
export const unlockWithEnvelope = async (
  envelope: KeyEnvelopeDto,
  password: string,
): Promise<UnlockedKeys> => {
  const key = await openWithPassword(envelope, password)
  return { keyId: envelope.key_id, key, previousKeys: await openPreviousKeys(key, envelope.previous_keys) }
}

/**
 * A password change. A random data key is re-wrapped by the new password (the recovery part and the earlier keys
 * are kept). An old account's password-derived key (`legacyKey`, from GET /user/keys) is replaced: the old
 * password would derive it again, so a new data key writes from now on, wrapped by the new password and the same
 * recovery key, with the old one sealed inside for the history.
 */
export const keysForNewPassword = async (
  envelope: KeyEnvelopeDto,
  currentPassword: string,
  newPassword: string,
  { legacyKey }: { readonly legacyKey: boolean },
): Promise<KeyChange> => {
  const dataKey = await openWithPassword(envelope, currentPassword, true)
  if (legacyKey) {
    const recoveryKey = await revealRecoveryKey(dataKey, envelope)
    return rotateDataKey(dataKey, envelope.previous_keys, newPassword, recoveryKey)
  }
  return {
    envelope: { ...envelope, password: await passwordWrap(dataKey, newPassword) },
    unlocked: {
      keyId: envelope.key_id,
      key: await toEverydayKey(dataKey),
      previousKeys: await openPreviousKeys(dataKey, envelope.previous_keys),
    },
  }
}

/** What the reset page learns from the mailed link (contract/auth.ts ResetKeysResponse). */
export type RecoverableKeys = {
  readonly key_id: string
  readonly recovery: { readonly salt: string; readonly wrapped_key: string }
  readonly previous_keys: ReadonlyArray<string>
  readonly legacy_key: boolean
}

/**
 * A reset with the recovery key: the data key opened with it and wrapped by the new password, the history kept.
 * An old account's password-derived key is replaced as at a password change (`keysForNewPassword`).
 */
export const keysForResetWithRecoveryKey = async (
  keys: RecoverableKeys,
  recoveryKey: string,
  newPassword: string,
): Promise<KeyChange> => {
  const normalized = normalizeRecoveryKey(recoveryKey)
  if (normalized === null) throw new KeyUnwrapError()
  // kept as shown at sign-up, whatever way it was typed
  const shown = formatRecoveryKey(normalized)
  const dataKey = await openWithRecoveryKey(keys.recovery, shown, true)
  if (keys.legacy_key) return rotateDataKey(dataKey, keys.previous_keys, newPassword, shown)
  const envelope = await buildEnvelope(keys.key_id, dataKey, newPassword, shown, keys.previous_keys)
  return {
    envelope,
    unlocked: {
      keyId: keys.key_id,
      key: await toEverydayKey(dataKey),
      previousKeys: await openPreviousKeys(dataKey, keys.previous_keys),
    },
  }
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
