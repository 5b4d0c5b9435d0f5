import { afterEach, describe, expect, it, vi } from "vitest"

import { ApiError } from "./api-client.ts"
import { storedImageId, uploadEncryptedImage } from "./images-api.ts"

afterEach(() => vi.unstubAllGlobals())

describe("POST /api/images", () => {
  it("sends the encrypted bytes as octet-stream with the image type and the bearer token", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ id: "i1", url: "/api/images/i1", bytes: 44 }), { status: 201 }),
      ),
    )
    vi.stubGlobal("fetch", fetch)
    const bytes = new Uint8Array(new ArrayBuffer(44)).fill(3)
    await expect(uploadEncryptedImage("t-1", bytes, "image/webp")).resolves.toEqual({
      id: "i1",
      url: "/api/images/i1",
      bytes: 44,
    })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe("/api/images")
    expect(init?.method).toBe("POST")
    const headers = new Headers(init?.headers)
    expect(headers.get("Content-Type")).toBe("application/octet-stream")
    expect(headers.get("x-image-type")).toBe("image/webp")
    expect(headers.get("Authorization")).toBe("Bearer t-1")
    expect(init?.body).toBe(bytes)
  })

  it("fails with the server's detail", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ detail: "Troppo grande", code: "VALIDATION_ERROR" }), {
            status: 413,
          }),
        ),
      ),
    )
    const failure = await uploadEncryptedImage(null, new Uint8Array(new ArrayBuffer(1)), "image/png").catch(
      (e: unknown) => e,
    )
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).detail).toBe("Troppo grande")
  })

  it("refuses an answer that is not the contract's ImageUploaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ id: "i1", bytes: 4 }), { status: 201 }))),
    )
    await expect(uploadEncryptedImage(null, new Uint8Array(new ArrayBuffer(4)), "image/png")).rejects.toThrow(
      "ImageUploaded",
    )
  })

  it("knows a stored image address", () => {
    expect(storedImageId("/api/images/abc-1")).toBe("abc-1")
    expect(storedImageId("https://api.cogi.it/api/images/abc_1")).toBe("abc_1")
    expect(storedImageId("https://example.it/a.png")).toBeNull()
    expect(storedImageId("enc:AAAA")).toBeNull()
  })
})
