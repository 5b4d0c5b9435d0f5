import { atom } from "jotai"

import { passphraseAtom } from "../auth/auth-store.ts"
import { createKeyring } from "./message-crypto.ts"

/** The keys of the signed-in user, derived lazily from the passphrase and kept in memory only. */
export const keyringAtom = atom((get) => {
  const passphrase = get(passphraseAtom)
  return passphrase === null ? null : createKeyring(passphrase)
})
