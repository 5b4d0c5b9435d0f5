/*
 * One IndexedDB object store, opened per call and closed after it: small keyed records such as non-extractable
 * CryptoKeys (stored by structured clone). Never throws: without IndexedDB (some private modes), or when a
 * transaction fails, a call answers null and the caller falls back to memory.
 */
export const idbStore = (dbName: string, storeName: string) => {
  const open = (): Promise<IDBDatabase | null> =>
    new Promise((resolve) => {
      if (typeof indexedDB === "undefined") return resolve(null)
      try {
        const request = indexedDB.open(dbName, 1)
        request.onupgradeneeded = () => request.result.createObjectStore(storeName)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => resolve(null)
      } catch {
        resolve(null)
      }
    })

  /** Runs one request in its own transaction; its result once committed, or null. */
  const run = async <T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest,
  ): Promise<T | null> => {
    const db = await open()
    if (db === null) return null
    try {
      return await new Promise<T | null>((resolve) => {
        try {
          const transaction = db.transaction(storeName, mode)
          const request = action(transaction.objectStore(storeName))
          transaction.oncomplete = () => resolve((request.result as T | undefined) ?? null)
          transaction.onerror = () => resolve(null)
          transaction.onabort = () => resolve(null)
        } catch {
          // a store missing from an older database, or a value the browser cannot clone
          resolve(null)
        }
      })
    } finally {
      db.close()
    }
  }

  return { run }
}
