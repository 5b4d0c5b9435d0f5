import { renderHook, waitFor } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { createKeyring, encryptText } from "../../../lib/crypto/message-crypto.ts"
import { makeProviders, TEST_PASSWORD, TEST_SALT } from "../../../../test/support/client/chat-tools.tsx"
import { encryptBytes } from "../../../lib/crypto/image-crypto.ts"
import { useDecryptedImage } from "./use-decrypted-image.ts"

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9, 9])
const createObjectURL = vi.fn((_blob: Blob) => "blob:http://localhost/decrypted-1")
const revokeObjectURL = vi.fn()

beforeEach(() => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }))
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe("useDecryptedImage", () => {
  it("fetches a stored image with the bearer token, decrypts it and revokes the object URL on unmount", async () => {
    const encrypted = await encryptBytes(createKeyring(TEST_PASSWORD), TEST_SALT, png)
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(new Response(encrypted, { status: 200, headers: { "x-image-type": "image/png" } })),
    )
    vi.stubGlobal("fetch", fetch)
    const { Wrapper } = makeProviders()
    const { result, unmount } = renderHook(() => useDecryptedImage("/api/images/img-7"), { wrapper: Wrapper })
    expect(result.current.status).toBe("pending")
    await waitFor(() =>
      expect(result.current).toEqual({ status: "ready", src: "blob:http://localhost/decrypted-1" }),
    )

    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe("/api/images/img-7")
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token-1")
    const blob = createObjectURL.mock.calls[0]?.[0]
    expect(blob?.type).toBe("image/png")
    expect(Array.from(new Uint8Array(await (blob as Blob).arrayBuffer()))).toEqual(Array.from(png))

    unmount()
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith("blob:http://localhost/decrypted-1"))
  })

  it("decrypts an inline enc: value to its data URL", async () => {
    const dataUrl = "data:image/png;base64,iVBORw0KGgo="
    const record = await encryptText(createKeyring(TEST_PASSWORD), TEST_SALT, dataUrl)
    const { Wrapper } = makeProviders()
    const { result } = renderHook(() => useDecryptedImage(`enc:${record}`), { wrapper: Wrapper })
    await waitFor(() => expect(result.current).toEqual({ status: "ready", src: dataUrl }))
  })

  it("passes https and data URLs through, even without a password", () => {
    const { Wrapper } = makeProviders({ passphrase: null })
    const { result } = renderHook(() => useDecryptedImage("https://cdn.example.it/a.png"), {
      wrapper: Wrapper,
    })
    return waitFor(() =>
      expect(result.current).toEqual({ status: "ready", src: "https://cdn.example.it/a.png" }),
    )
  })

  it("is locked without the password, or when the key no longer fits", async () => {
    const { Wrapper } = makeProviders({ passphrase: null })
    const locked = renderHook(() => useDecryptedImage("/api/images/img-7"), { wrapper: Wrapper })
    expect(locked.result.current.status).toBe("locked")

    const record = await encryptText(
      createKeyring("vecchia-password"),
      TEST_SALT,
      "data:image/png;base64,AAAA",
    )
    const other = makeProviders()
    const wrongKey = renderHook(() => useDecryptedImage(`enc:${record}`), { wrapper: other.Wrapper })
    await waitFor(() => expect(wrongKey.result.current.status).toBe("locked"))
  })

  it("reports an image the server cannot give", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("{}", { status: 404 }))),
    )
    const { Wrapper } = makeProviders()
    const { result } = renderHook(() => useDecryptedImage("/api/images/gone"), { wrapper: Wrapper })
    await waitFor(() => expect(result.current.status).toBe("error"))
  })
})
