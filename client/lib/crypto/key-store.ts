/*
 * Where the unwrapped data key lives between page loads: IndexedDB, as a non-extractable CryptoKey (the browser
 * stores it by structured clone; script can use it but never read its bytes). Never the password. Cleared at
 * logout and on a 401. Without IndexedDB (some private modes) the key lasts as long as the page.
 */
import { idbStore } from "../idb-store.ts"
import { keyringFromKey, type Keyring } from "./message-crypto.ts"

export const KEY_DB_NAME = "cogi-keys"
export const KEY_STORE_NAME = "data-keys"
const ENTRY = "current"

export type StoredDataKey = {
  readonly userId: string
  /** The server's id of this data key; null for an old account's key not yet moved over. */
  readonly keyId: string | null
  readonly key: CryptoKey
  /** Earlier data keys that only read (an old account's key after its first password change); absent: none. */
  readonly previousKeys?: ReadonlyArray<CryptoKey>
}

const store = idbStore(KEY_DB_NAME, KEY_STORE_NAME)

const isKeyList = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.every((key) => key instanceof CryptoKey))

const isStoredDataKey = (value: unknown): value is StoredDataKey =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { userId?: unknown }).userId === "string" &&
  (value as { key?: unknown }).key instanceof CryptoKey &&
  isKeyList((value as { previousKeys?: unknown }).previousKeys)

export const keyStore = {
  load: async (): Promise<StoredDataKey | null> => {
    const value = await store.run<unknown>("readonly", (keys) => keys.get(ENTRY))
    return isStoredDataKey(value) ? value : null
  },
  save: (entry: StoredDataKey): Promise<unknown> => store.run("readwrite", (keys) => keys.put(entry, ENTRY)),
  clear: (): Promise<unknown> => store.run("readwrite", (keys) => keys.delete(ENTRY)),
}

/** The keyring of what this browser keeps: the data key writes; it, then the earlier keys, read. */
export const keyringFromStored = (stored: StoredDataKey): Keyring =>
  keyringFromKey(stored.key, stored.previousKeys ?? [])
