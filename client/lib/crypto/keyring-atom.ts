import { atom } from "jotai"

import { keyringFromStored, keyStore, type StoredDataKey } from "./key-store.ts"
import type { Keyring } from "./message-crypto.ts"

/** The data key of the signed-in user, unwrapped in this browser; null while locked. */
export type UnlockedKey = {
  readonly keyring: Keyring
  /** The server's id of this data key (null: an old account's key, not moved over yet). */
  readonly keyId: string | null
}

export const unlockedKeyAtom = atom<UnlockedKey | null>(null)

/** The keys of the signed-in user; null when this browser has not unlocked them (the unlock prompt shows). */
export const keyringAtom = atom((get) => get(unlockedKeyAtom)?.keyring ?? null)

/** A data key was just unwrapped (login, sign-up, unlock prompt, reset): use it and keep it for the next visit. */
export const keyUnlockedAtom = atom(null, async (_get, set, input: StoredDataKey) => {
  set(unlockedKeyAtom, { keyring: keyringFromStored(input), keyId: input.keyId })
  await keyStore.save(input)
})

/** A recovery key to show once (after an old account moved over at login); in memory only. */
export const pendingRecoveryKeyAtom = atom<string | null>(null)
