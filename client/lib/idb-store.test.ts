import { afterEach, describe, expect, it, vi } from "vitest"

import { idbStore } from "./idb-store.ts"

/** An `indexedDB` whose open succeeds with a database that `transaction` makes throw (as a missing store does). */
const throwingDatabase = () => {
  const db = {
    close: vi.fn(),
    transaction: () => {
      throw new DOMException("One of the specified object stores was not found.", "NotFoundError")
    },
  }
  return {
    db,
    indexedDB: {
      open: () => {
        const request: { result: unknown; onsuccess?: () => void } = { result: db }
        queueMicrotask(() => request.onsuccess?.())
        return request
      },
    },
  }
}

afterEach(() => vi.unstubAllGlobals())

describe("one IndexedDB store", () => {
  it("answers null without IndexedDB (some private modes)", async () => {
    vi.stubGlobal("indexedDB", undefined)
    expect(await idbStore("db", "store").run("readonly", (store) => store.get("k"))).toBeNull()
  })

  it("answers null, and closes the database, when the transaction cannot start", async () => {
    const fake = throwingDatabase()
    vi.stubGlobal("indexedDB", fake.indexedDB)
    expect(await idbStore("db", "store").run("readwrite", (store) => store.put(1, "k"))).toBeNull()
    expect(fake.db.close).toHaveBeenCalledOnce()
  })
})
