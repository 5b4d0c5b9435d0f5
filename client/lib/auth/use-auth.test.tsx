import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { act, renderHook, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import type { ReactNode } from "react"
import { describe, expect, it } from "vitest"

import { replyKeyStore } from "../crypto/reply-key-store.ts"
import { authSessionAtom, bearerTokenAtom } from "./auth-store.ts"
import { testUser } from "../../../test/support/client/test-user.ts"
import { useLogout } from "./use-auth.ts"

const replyKey = async (messageId: string) => {
  const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, false, ["deriveBits"])
  return { chatId: "c1", messageId, privateKey: pair.privateKey, createdAt: Date.now() }
}

describe("logout", () => {
  it("given keys of replies not yet stored, when the person logs out, then none stays in the browser", async () => {
    await replyKeyStore.save(await replyKey("m1"))
    await replyKeyStore.save(await replyKey("m2"))
    expect(await replyKeyStore.all()).toHaveLength(2)
    const store = createStore()
    store.set(bearerTokenAtom, "token")
    store.set(authSessionAtom, { status: "signed-in", user: testUser(), token: "token" })
    const queryClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </Provider>
    )
    const { result } = renderHook(() => useLogout(), { wrapper })
    act(() => result.current())
    expect(store.get(authSessionAtom)).toEqual({ status: "signed-out" })
    await waitFor(async () => expect(await replyKeyStore.all()).toEqual([]))
  })
})
