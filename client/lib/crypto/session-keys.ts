import { isApiError, type ApiClient } from "../api-client.ts"
import { storeKeys } from "../auth/user-api.ts"
import type { KeyEnvelopeDto } from "./key-envelope.ts"
import {
  buildEnvelope,
  generateDataKey,
  legacyDataKey,
  newKeyId,
  toEverydayKey,
  unlockWithEnvelope,
  type UnlockedKeys,
} from "./key-hierarchy.ts"
import { generateRecoveryKey } from "./recovery-key.ts"

export type Unlocked = UnlockedKeys & {
  /** Set when an old account just moved over: its new recovery key, to show once. */
  readonly recoveryKey: string | null
}

export const fetchKeys = (api: ApiClient) => api.get("account.keys", "/user/keys")

/**
 * The password opens the data key (one PBKDF2 derivation), and with it the earlier keys its envelope keeps.
 * An account from before wrapped keys moves over here: its password-derived key becomes its data key, wrapped by
 * the password and a new recovery key, until its first password change or reset replaces it.
 * A wrong password throws KeyUnwrapError, or the server's 400 for an old account.
 */
export const unlockWithPassword = async (api: ApiClient, password: string): Promise<Unlocked> => {
  const { keys, encryption_salt } = await fetchKeys(api)
  if (keys !== null) return { ...(await unlockWithEnvelope(keys, password)), recoveryKey: null }
  const legacy = await legacyDataKey(password, encryption_salt)
  const recoveryKey = generateRecoveryKey()
  const envelope = await buildEnvelope(newKeyId(), legacy, password, recoveryKey)
  try {
    await storeKeys(api, password, envelope, "migrated")
  } catch (error) {
    // another tab moved the account over first: open its envelope instead
    if (isApiError(error, 409)) return unlockWithPassword(api, password)
    throw error
  }
  return { key: await toEverydayKey(legacy), keyId: envelope.key_id, previousKeys: [], recoveryKey }
}

export type SignUpKeys = {
  readonly envelope: KeyEnvelopeDto
  readonly recoveryKey: string
  readonly key: CryptoKey
}

/** Sign-up: a new random data key, wrapped by the password and by a new recovery key. */
export const prepareNewKeys = async (password: string): Promise<SignUpKeys> => {
  const dataKey = await generateDataKey()
  const recoveryKey = generateRecoveryKey()
  const envelope = await buildEnvelope(newKeyId(), dataKey, password, recoveryKey)
  return { envelope, recoveryKey, key: await toEverydayKey(dataKey) }
}
