/*
 * Where the unwrapped data key lives between page loads: IndexedDB, as a non-extractable CryptoKey (the browser
 * stores it by structured clone; script can use it but never read its bytes). Never the password. Cleared at
 * logout and on a 401. Without IndexedDB (some private modes) the key lasts as long as the page.
 */
export const KEY_DB_NAME = "cogi-keys"
export const KEY_STORE_NAME = "data-keys"
const ENTRY = "current"

export type StoredDataKey = {
  readonly userId: string
  /** The server's id of this data key; null for an old account's key not yet moved over. */
  readonly keyId: string | null
  readonly key: CryptoKey
}

const open = (): Promise<IDBDatabase | null> =>
  new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve(null)
    try {
      const request = indexedDB.open(KEY_DB_NAME, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(KEY_STORE_NAME)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => resolve(null)
    } catch {
      resolve(null)
    }
  })

const run = async <T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
  fallback: T,
) => {
  const db = await open()
  if (db === null) return fallback
  try {
    return await new Promise<T>((resolve) => {
      const transaction = db.transaction(KEY_STORE_NAME, mode)
      const request = action(transaction.objectStore(KEY_STORE_NAME))
      transaction.oncomplete = () => resolve((request.result as T | undefined) ?? fallback)
      transaction.onerror = () => resolve(fallback)
      transaction.onabort = () => resolve(fallback)
    })
  } finally {
    db.close()
  }
}

const isStoredDataKey = (value: unknown): value is StoredDataKey =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { userId?: unknown }).userId === "string" &&
  (value as { key?: unknown }).key instanceof CryptoKey

export const keyStore = {
  load: async (): Promise<StoredDataKey | null> => {
    const value = await run<unknown>("readonly", (store) => store.get(ENTRY), null)
    return isStoredDataKey(value) ? value : null
  },
  save: (entry: StoredDataKey): Promise<unknown> =>
    run("readwrite", (store) => store.put(entry, ENTRY), null),
  clear: (): Promise<unknown> => run("readwrite", (store) => store.delete(ENTRY), null),
}
