import { atom } from "jotai"

import type { ApiClient } from "../api-client.ts"
import { storedPassphrase, storedToken } from "./session-storage.ts"
import type { AuthResponse, User } from "./user.ts"

/** SPEC §4: loading at start, then signed-out or signed-in. */
export type AuthSession =
  | { readonly status: "loading" }
  | { readonly status: "signed-out" }
  | {
      readonly status: "signed-in"
      readonly user: User
      readonly token: string
      /** The password, used as the encryption passphrase; null when it was not kept (a reload after sign-up). */
      readonly passphrase: string | null
    }

export const authSessionAtom = atom<AuthSession>({ status: "loading" })

/** The bearer credential the API client sends. Set before the session is confirmed, during start-up. */
export const bearerTokenAtom = atom<string | null>(null)

export const currentUserAtom = atom((get) => {
  const session = get(authSessionAtom)
  return session.status === "signed-in" ? session.user : null
})

export const passphraseAtom = atom((get) => {
  const session = get(authSessionAtom)
  return session.status === "signed-in" ? session.passphrase : null
})

export const fetchCurrentUser = (api: ApiClient, options?: { ignoreUnauthorized?: boolean }) =>
  api.get<User>("/user/me", options?.ignoreUnauthorized === true ? { ignoreUnauthorized: true } : {})

const restoreStartedAtom = atom(false)

/** Start-up: restore the saved token, confirm it with GET /user/me, or discard it. Runs once per store. */
export const restoreSessionAtom = atom(null, async (get, set, api: ApiClient) => {
  if (get(restoreStartedAtom) || get(authSessionAtom).status !== "loading") return
  set(restoreStartedAtom, true)
  const token = storedToken.read()
  if (token === null) {
    set(authSessionAtom, { status: "signed-out" })
    return
  }
  set(bearerTokenAtom, token)
  try {
    const user = await fetchCurrentUser(api, { ignoreUnauthorized: true })
    // A sign-in that finished while we were waiting wins over the restored session.
    if (get(authSessionAtom).status !== "loading") return
    set(authSessionAtom, { status: "signed-in", user, token, passphrase: storedPassphrase.read() })
  } catch {
    if (get(authSessionAtom).status !== "loading") return
    storedToken.clear()
    storedPassphrase.clear()
    set(bearerTokenAtom, null)
    set(authSessionAtom, { status: "signed-out" })
  }
})

const startSession = (
  set: (value: AuthSession) => void,
  setBearer: (token: string) => void,
  response: AuthResponse,
  password: string,
) => {
  storedToken.write(response.access_token)
  setBearer(response.access_token)
  set({ status: "signed-in", user: response.user, token: response.access_token, passphrase: password })
}

/** After POST /auth/login: token kept in localStorage, password in sessionStorage. */
export const signedInAtom = atom(null, (_get, set, input: { response: AuthResponse; password: string }) => {
  startSession(
    (value) => set(authSessionAtom, value),
    (token) => set(bearerTokenAtom, token),
    input.response,
    input.password,
  )
  storedPassphrase.write(input.password)
})

/** After POST /auth/register: token kept in localStorage; the password is not stored (SPEC §4). */
export const signedUpAtom = atom(null, (_get, set, input: { response: AuthResponse; password: string }) => {
  startSession(
    (value) => set(authSessionAtom, value),
    (token) => set(bearerTokenAtom, token),
    input.response,
    input.password,
  )
})

/** Logout, or a 401 on a protected call: everything about the session goes. */
export const signedOutAtom = atom(null, (_get, set) => {
  storedToken.clear()
  storedPassphrase.clear()
  set(bearerTokenAtom, null)
  set(authSessionAtom, { status: "signed-out" })
})

/** A fresher copy of the user (after a rename, for instance). */
export const userUpdatedAtom = atom(null, (get, set, user: User) => {
  const session = get(authSessionAtom)
  if (session.status === "signed-in") set(authSessionAtom, { ...session, user })
})
