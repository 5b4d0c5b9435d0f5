import { atom } from "jotai"

import type { ApiClient } from "../api-client.ts"
import { keyringFromStored, keyStore } from "../crypto/key-store.ts"
import { pendingRecoveryKeyAtom, unlockedKeyAtom } from "../crypto/keyring-atom.ts"
import { fetchKeys } from "../crypto/session-keys.ts"
import { forgetLegacyPassword, storedToken } from "./session-storage.ts"
import { fetchCurrentUser } from "./user-api.ts"
import type { AuthResponse, User } from "./user.ts"

/** SPEC §4: loading at start, then signed-out or signed-in. */
export type AuthSession =
  | { readonly status: "loading" }
  | { readonly status: "signed-out" }
  | {
      readonly status: "signed-in"
      readonly user: User
      readonly token: string
    }

export const authSessionAtom = atom<AuthSession>({ status: "loading" })

/** The bearer credential the API client sends. Set before the session is confirmed, during start-up. */
export const bearerTokenAtom = atom<string | null>(null)

export const currentUserAtom = atom((get) => {
  const session = get(authSessionAtom)
  return session.status === "signed-in" ? session.user : null
})

export { fetchCurrentUser }

const restoreStartedAtom = atom(false)

/**
 * Start-up: restore the saved token, confirm it with GET /user/me, or discard it; take the user's data key
 * from IndexedDB when this browser holds it. Runs once per store.
 */
export const restoreSessionAtom = atom(null, async (get, set, api: ApiClient) => {
  if (get(restoreStartedAtom) || get(authSessionAtom).status !== "loading") return
  set(restoreStartedAtom, true)
  forgetLegacyPassword()
  const token = storedToken.read()
  if (token === null) {
    set(authSessionAtom, { status: "signed-out" })
    return
  }
  set(bearerTokenAtom, token)
  try {
    // the key is read from IndexedDB while the token is checked, not after (it is used only if the user matches)
    const [user, stored] = await Promise.all([
      fetchCurrentUser(api, { ignoreUnauthorized: true }),
      keyStore.load(),
    ])
    // A sign-in that finished while we were waiting wins over the restored session.
    if (get(authSessionAtom).status !== "loading") return
    if (stored !== null && stored.userId === user.id) {
      set(unlockedKeyAtom, { keyring: keyringFromStored(stored), keyId: stored.keyId })
    } else if (stored !== null) {
      await keyStore.clear()
    }
    if (get(authSessionAtom).status !== "loading") return
    set(authSessionAtom, { status: "signed-in", user, token })
    if (stored?.userId === user.id) {
      void checkStoredKey(
        api,
        stored.keyId,
        () => get(unlockedKeyAtom)?.keyId === stored.keyId,
        () => set(unlockedKeyAtom, null),
      )
    }
  } catch {
    if (get(authSessionAtom).status !== "loading") return
    // a refused token (revoked by a password change, expired, deleted account): its data key goes too
    await keyStore.clear()
    if (get(authSessionAtom).status !== "loading") return
    storedToken.clear()
    set(bearerTokenAtom, null)
    set(authSessionAtom, { status: "signed-out" })
  }
})

/**
 * The key this browser kept may be outdated: a reset on another device made a new one. Then it is dropped
 * and the unlock prompt asks for the password. An unreachable server changes nothing.
 */
const checkStoredKey = async (
  api: ApiClient,
  keyId: string | null,
  stillHeld: () => boolean,
  drop: () => void,
) => {
  try {
    const { keys } = await fetchKeys(api)
    if (keys === null || keys.key_id === keyId || !stillHeld()) return
    drop()
    await keyStore.clear()
  } catch {
    // offline or signed out meanwhile: keep what we have
  }
}

/** After POST /auth/login (or a password change): the token is kept in localStorage. Sign-up signs nobody in. */
export const signedInAtom = atom(null, (_get, set, input: { response: AuthResponse }) => {
  storedToken.write(input.response.access_token)
  set(bearerTokenAtom, input.response.access_token)
  set(authSessionAtom, { status: "signed-in", user: input.response.user, token: input.response.access_token })
})

/** Logout, or a 401 on a protected call: the token and the data key go, from memory and from the browser. */
export const signedOutAtom = atom(null, (_get, set) => {
  storedToken.clear()
  set(bearerTokenAtom, null)
  set(unlockedKeyAtom, null)
  set(pendingRecoveryKeyAtom, null)
  set(authSessionAtom, { status: "signed-out" })
  void keyStore.clear()
})

/** A fresher copy of the user (after a rename, for instance). */
export const userUpdatedAtom = atom(null, (get, set, user: User) => {
  const session = get(authSessionAtom)
  if (session.status === "signed-in") set(authSessionAtom, { ...session, user })
})
