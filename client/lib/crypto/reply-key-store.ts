/*
 * The private halves of the reply keys (./reply-keys.ts) of replies not yet stored, so that a reply still being
 * written — or finished while the page was away — can be opened after a reload. IndexedDB keeps each as a
 * non-extractable CryptoKey (script can derive with it, never read it). Without IndexedDB (some private modes) they
 * last as long as the page. An entry goes once its reply is stored, or when the server no longer has the reply;
 * none outlives the server's 24 hours.
 */
import { idbStore } from "../idb-store.ts"

const DB_NAME = "cogi-replies"
const STORE = "keys"
const MAX_AGE_MS = 24 * 60 * 60 * 1000

export type PendingReplyKey = {
  readonly chatId: string
  /** The user's message the reply answers: the server lists pending replies by it. */
  readonly messageId: string
  readonly privateKey: CryptoKey
  readonly createdAt: number
}

const memory = new Map<string, PendingReplyKey>()

const store = idbStore(DB_NAME, STORE)

const isEntry = (value: unknown): value is PendingReplyKey =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { chatId?: unknown }).chatId === "string" &&
  typeof (value as { messageId?: unknown }).messageId === "string" &&
  typeof CryptoKey !== "undefined" &&
  (value as { privateKey?: unknown }).privateKey instanceof CryptoKey

export const replyKeyStore = {
  save: async (entry: PendingReplyKey): Promise<void> => {
    memory.set(entry.messageId, entry)
    await store.run("readwrite", (keys) => keys.put(entry, entry.messageId))
  },
  /** Every key kept for an unstored reply (older ones are dropped on the way). */
  all: async (now = Date.now()): Promise<ReadonlyArray<PendingReplyKey>> => {
    const stored = (await store.run<unknown[]>("readonly", (keys) => keys.getAll())) ?? []
    const all = new Map<string, PendingReplyKey>(memory)
    for (const value of stored) if (isEntry(value)) all.set(value.messageId, value)
    const expired = [...all.values()].filter((entry) => now - entry.createdAt > MAX_AGE_MS)
    await Promise.all(expired.map((entry) => replyKeyStore.forget(entry.messageId)))
    return [...all.values()].filter((entry) => now - entry.createdAt <= MAX_AGE_MS)
  },
  /** The keys of a chat's unstored replies. */
  forChat: async (chatId: string, now = Date.now()): Promise<ReadonlyArray<PendingReplyKey>> =>
    (await replyKeyStore.all(now)).filter((entry) => entry.chatId === chatId),
  forget: async (messageId: string): Promise<void> => {
    memory.delete(messageId)
    await store.run("readwrite", (keys) => keys.delete(messageId))
  },
  /** At logout: no key of this person's replies stays in the browser. */
  clear: async (): Promise<void> => {
    memory.clear()
    await store.run("readwrite", (keys) => keys.clear())
  },
}
