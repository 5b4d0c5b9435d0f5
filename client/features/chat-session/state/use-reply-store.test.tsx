import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { renderHook } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { createApiClient } from "../../../lib/api-client.ts"
import { ApiClientProvider } from "../../../lib/api-client-context.tsx"
import { decryptText, keyringFromKey } from "../../../lib/crypto/message-crypto.ts"
import { notify } from "../../../lib/notify.ts"
import { openReply } from "../../../lib/crypto/reply-envelope.ts"
import { STORE_REPLY_ERROR, useReplyStore } from "./use-reply-store.ts"

const SALT = "AAAAAAAAAAAAAAAAAAAAAA=="
const keyring = keyringFromKey(
  await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]),
)
/** Runs the (fake) clock until the store has answered: its retries wait 1 s, then 2 s. */
const settled = async <T,>(promise: Promise<T>): Promise<T> => {
  let done = false
  void promise.finally(() => {
    done = true
  })
  while (!done) await vi.advanceTimersByTimeAsync(250)
  return promise
}

const record = { text: "Sono qui con te.", crisis: true, interrupted: false }

/** The reply store over a server that answers each POST with the next status of `statuses`. */
const storeWith = (statuses: number[]) => {
  const posts: unknown[] = []
  const api = createApiClient({
    getToken: () => "t",
    fetch: async (_url, init) => {
      posts.push(JSON.parse(String(init?.body)))
      const status = statuses.shift() ?? 200
      return new Response(JSON.stringify(status === 200 ? { success: true } : { detail: "no" }), { status })
    },
  })
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const remember = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  )
  const { result } = renderHook(() => useReplyStore({ chatId: "c1", salt: SALT, remember }), { wrapper })
  return { store: result.current, posts, remember }
}

describe("storing a reply the browser received", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it("stores it sealed and encrypted, trying again after a server error", async () => {
    const { store, posts, remember } = storeWith([503, 200])
    const ciphertext = await settled(store(keyring, "r1", record))
    expect(posts).toHaveLength(2)
    expect(posts[1]).toEqual({ reply_id: "r1", ciphertext })
    expect(openReply(await decryptText(keyring, ciphertext ?? ""))).toEqual(record)
    expect(remember).toHaveBeenCalledWith(ciphertext, expect.stringContaining("Sono qui con te."))
  })

  it("gives up after three tries, and at once when the server refused it, telling the person", async () => {
    const error = vi.spyOn(notify, "error").mockImplementation(() => {})
    const failing = storeWith([500, 500, 500, 200])
    expect(await settled(failing.store(keyring, "r1", record))).toBeNull()
    expect(failing.posts).toHaveLength(3)

    const refused = storeWith([409, 200])
    expect(await settled(refused.store(keyring, "r2", record))).toBeNull()
    expect(refused.posts).toHaveLength(1)
    expect(error).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledWith(STORE_REPLY_ERROR, { long: true })
  })
})
