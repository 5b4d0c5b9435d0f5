import { createStore } from "jotai"
import { beforeEach, describe, expect, it, vi } from "vitest"

import type { ApiClient } from "../api-client.ts"
import { ApiError } from "../api-client.ts"
import {
  authSessionAtom,
  bearerTokenAtom,
  restoreSessionAtom,
  signedInAtom,
  signedOutAtom,
} from "./auth-store.ts"
import { keyringAtom, unlockedKeyAtom } from "../crypto/keyring-atom.ts"
import { createKeyring } from "../crypto/message-crypto.ts"
import { testUser } from "../../../test/support/client/test-user.ts"

const user = testUser()

const apiAnsweringMe = (answer: () => Promise<unknown>) => {
  const get = vi.fn((_path: string) => answer())
  const api = { get, post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as ApiClient
  return { api, get }
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe("auth session", () => {
  describe("at start", () => {
    it("is loading", () => {
      expect(createStore().get(authSessionAtom)).toEqual({ status: "loading" })
    })

    it("without a saved token it is signed out and asks nothing", async () => {
      const store = createStore()
      const { api, get } = apiAnsweringMe(() => Promise.resolve(user))
      await store.set(restoreSessionAtom, api)
      expect(store.get(authSessionAtom)).toEqual({ status: "signed-out" })
      expect(get).not.toHaveBeenCalled()
    })

    it("with a saved token it sets the bearer, fetches the user and forgets a password an older version kept", async () => {
      localStorage.setItem("cogi.access_token", "t-1")
      sessionStorage.setItem("cogi.passphrase", "segreta1")
      const store = createStore()
      let bearerDuringCall: string | null = null
      const { api, get } = apiAnsweringMe(() => {
        bearerDuringCall = store.get(bearerTokenAtom)
        return Promise.resolve(user)
      })
      await store.set(restoreSessionAtom, api)
      expect(get).toHaveBeenCalledWith("user.me", "/user/me", { ignoreUnauthorized: true })
      expect(bearerDuringCall).toBe("t-1")
      expect(store.get(authSessionAtom)).toEqual({
        status: "signed-in",
        user,
        token: "t-1",
      })
      expect(sessionStorage.getItem("cogi.passphrase")).toBeNull()
      // no IndexedDB in jsdom: nothing unlocked, the unlock prompt will ask
      expect(store.get(keyringAtom)).toBeNull()
    })

    it("discards a token the server refuses and stays signed out", async () => {
      localStorage.setItem("cogi.access_token", "stale")
      const store = createStore()
      const refused = new ApiError({ status: 401, detail: null, code: null, retryAfterSeconds: null })
      const { api } = apiAnsweringMe(() => Promise.reject(refused))
      await store.set(restoreSessionAtom, api)
      expect(store.get(authSessionAtom)).toEqual({ status: "signed-out" })
      expect(store.get(bearerTokenAtom)).toBeNull()
      expect(localStorage.getItem("cogi.access_token")).toBeNull()
    })

    it("restores only once per store (StrictMode runs effects twice)", async () => {
      localStorage.setItem("cogi.access_token", "t-1")
      const store = createStore()
      const { api, get } = apiAnsweringMe(() => Promise.resolve(user))
      await Promise.all([store.set(restoreSessionAtom, api), store.set(restoreSessionAtom, api)])
      expect(get).toHaveBeenCalledTimes(1)
    })
  })

  describe("when logging in", () => {
    it("keeps the token persistently and never the password", () => {
      const store = createStore()
      store.set(signedInAtom, { response: { access_token: "t-2", token_type: "bearer", user } })
      expect(store.get(authSessionAtom)).toEqual({ status: "signed-in", user, token: "t-2" })
      expect(store.get(bearerTokenAtom)).toBe("t-2")
      expect(localStorage.getItem("cogi.access_token")).toBe("t-2")
      expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain("segreta1")
    })
  })

  describe("when logging out", () => {
    it("clears user, token, the unlocked key and the bearer", () => {
      const store = createStore()
      store.set(signedInAtom, { response: { access_token: "t-4", token_type: "bearer", user } })
      store.set(unlockedKeyAtom, { keyring: createKeyring("segreta1"), keyId: "k-1" })
      store.set(signedOutAtom)
      expect(store.get(authSessionAtom)).toEqual({ status: "signed-out" })
      expect(store.get(bearerTokenAtom)).toBeNull()
      expect(store.get(keyringAtom)).toBeNull()
      expect(localStorage.getItem("cogi.access_token")).toBeNull()
    })
  })
})
