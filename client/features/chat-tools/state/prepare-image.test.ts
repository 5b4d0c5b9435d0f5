import { describe, expect, it, vi } from "vitest"

import { createKeyring, decryptText } from "../../../lib/crypto/message-crypto.ts"
import { TEST_SALT } from "../../../../test/support/client/chat-tools.tsx"
import { decryptBytes, encryptBytes, sniffImageType } from "../../../lib/crypto/image-crypto.ts"
import {
  DEFAULT_IMAGE_MESSAGE,
  IMAGE_ALT,
  IMAGE_LOCKED,
  IMAGE_READ_FAILED,
  IMAGE_TOO_LARGE,
  imageTypeOf,
  MAX_IMAGE_BYTES,
  prepareImage,
  UNSUPPORTED_FORMAT,
  validateImageFile,
} from "./prepare-image.ts"

// The smallest valid PNG header bytes followed by some payload: enough for the checks and the round trip.
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8])
const pngFile = () => new File([pngBytes], "foto-mare.png", { type: "image/png" })
const measure = () => Promise.resolve({ width: 640, height: 480 })

describe("image checks (SPEC §5)", () => {
  it("accepts jpeg, jpg, png, gif and webp", () => {
    for (const type of ["image/jpeg", "image/jpg", "image/png", "image/gif", "image/webp"]) {
      expect(validateImageFile({ name: "a", type, size: 1000 })).toBeNull()
    }
    // Some pickers give no type: the extension decides.
    expect(validateImageFile({ name: "FOTO.JPG", type: "", size: 1000 })).toBeNull()
  })

  it("refuses other formats with the SPEC text", () => {
    expect(validateImageFile({ name: "a.svg", type: "image/svg+xml", size: 10 })).toBe(UNSUPPORTED_FORMAT)
    expect(validateImageFile({ name: "a.heic", type: "image/heic", size: 10 })).toBe(UNSUPPORTED_FORMAT)
    expect(validateImageFile({ name: "a.pdf", type: "", size: 10 })).toBe(UNSUPPORTED_FORMAT)
    expect(UNSUPPORTED_FORMAT).toBe("Formato non supportato. Usa JPG, PNG, GIF o WebP.")
  })

  it("accepts exactly 10 MB and refuses one byte more", () => {
    expect(validateImageFile({ name: "a.png", type: "image/png", size: MAX_IMAGE_BYTES })).toBeNull()
    expect(validateImageFile({ name: "a.png", type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe(
      IMAGE_TOO_LARGE,
    )
    expect(IMAGE_TOO_LARGE).toBe("Immagine troppo grande. Massimo 10MB.")
  })

  it("records a proper MIME type", () => {
    expect(imageTypeOf({ name: "a.jpg", type: "image/jpg" })).toBe("image/jpeg")
    expect(imageTypeOf({ name: "a.jpg", type: "" })).toBe("image/jpeg")
    expect(imageTypeOf({ name: "a.webp", type: "" })).toBe("image/webp")
  })

  it("exports the default text for an image sent without words", () => {
    expect(DEFAULT_IMAGE_MESSAGE).toBe("Ecco un'immagine che vorrei condividere con te.")
  })
})

describe("image bytes encryption", () => {
  it("round-trips with the layout salt | iv | ciphertext and a fresh iv each time", async () => {
    const keyring = createKeyring("segreta1")
    const record = await encryptBytes(keyring, TEST_SALT, pngBytes)
    expect(Array.from(record.slice(0, 16))).toEqual(Array.from({ length: 16 }, () => 7))
    expect(record.length).toBe(16 + 12 + pngBytes.length + 16)
    expect(Array.from(await decryptBytes(keyring, record))).toEqual(Array.from(pngBytes))
    const again = await encryptBytes(keyring, TEST_SALT, pngBytes)
    expect(Array.from(again.slice(16, 28))).not.toEqual(Array.from(record.slice(16, 28)))
  })

  it("cannot be read with another password", async () => {
    const record = await encryptBytes(createKeyring("segreta1"), TEST_SALT, pngBytes)
    await expect(decryptBytes(createKeyring("altra"), record)).rejects.toThrow(
      "Errore nella decrittografia del messaggio",
    )
  })

  it("recognises image types from their first bytes", () => {
    expect(sniffImageType(pngBytes)).toBe("image/png")
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg")
    expect(sniffImageType(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBe("image/gif")
    expect(sniffImageType(new TextEncoder().encode("RIFF....WEBPVP8 "))).toBe("image/webp")
  })
})

describe("prepareImage", () => {
  it("uploads only ciphertext and keeps the plaintext data URL in memory", async () => {
    const keyring = createKeyring("segreta1")
    const upload = vi.fn((_token: string | null, encrypted: Uint8Array<ArrayBuffer>, _type: string) =>
      Promise.resolve({ id: "img-1", url: "/api/images/img-1", bytes: encrypted.length }),
    )
    const image = await prepareImage(pngFile(), { keyring, salt: TEST_SALT, token: "t-1", measure, upload })

    expect(image).toEqual({
      url: "/api/images/img-1",
      dataUrl: expect.stringMatching(/^data:image\/png;base64,/),
      // small enough to be the assistant's copy as it is (never stored: it is not part of what is uploaded)
      modelDataUrl: expect.stringMatching(/^data:image\/png;base64,/),
      width: 640,
      height: 480,
      alt: IMAGE_ALT,
      type: "image/png",
      bytes: pngBytes.length,
    })
    expect(image.alt).not.toContain("foto-mare")
    const [token, sent, type] = upload.mock.calls[0] ?? []
    expect(token).toBe("t-1")
    expect(type).toBe("image/png")
    expect(Array.from(sent ?? []).slice(28)).not.toEqual(Array.from(pngBytes))
    expect(Array.from(await decryptBytes(keyring, sent as Uint8Array<ArrayBuffer>))).toEqual(
      Array.from(pngBytes),
    )
  })

  it("falls back to an encrypted inline value when the upload fails", async () => {
    const keyring = createKeyring("segreta1")
    const upload = vi.fn(() => Promise.reject(new Error("offline")))
    const image = await prepareImage(pngFile(), { keyring, salt: TEST_SALT, token: "t-1", measure, upload })
    expect(image.url).toMatch(/^enc:/)
    expect(image.url).not.toContain("data:image")
    await expect(decryptText(keyring, image.url.slice(4))).resolves.toBe(image.dataUrl)
  })

  it("refuses a bad file before reading it", async () => {
    const upload = vi.fn()
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "grande.png", { type: "image/png" })
    const deps = { keyring: createKeyring("x"), salt: TEST_SALT, token: null, measure, upload }
    await expect(prepareImage(big, deps)).rejects.toThrow(IMAGE_TOO_LARGE)
    await expect(prepareImage(new File(["x"], "a.txt", { type: "text/plain" }), deps)).rejects.toThrow(
      UNSUPPORTED_FORMAT,
    )
    expect(upload).not.toHaveBeenCalled()
  })

  it("says it cannot read a file that is not a decodable image", async () => {
    const deps = {
      keyring: createKeyring("x"),
      salt: TEST_SALT,
      token: null,
      measure: () => Promise.reject(new Error("broken")),
    }
    await expect(prepareImage(pngFile(), deps)).rejects.toThrow(IMAGE_READ_FAILED)
    expect(IMAGE_READ_FAILED).toBe("Impossibile leggere il file immagine")
  })

  it("uploads nothing without the password's key", async () => {
    const upload = vi.fn()
    await expect(
      prepareImage(pngFile(), { keyring: null, salt: TEST_SALT, token: null, measure, upload }),
    ).rejects.toThrow(IMAGE_LOCKED)
    expect(upload).not.toHaveBeenCalled()
  })
})

describe("modelCopyOf", () => {
  it("passes a small picture as it is, sends a large one downscaled, and nothing when it cannot be made small", async () => {
    const { modelCopyOf, MODEL_MAX_DATA_CHARS } = await import("./model-copy.ts")
    const small = "data:image/png;base64,iVBORw0KGgo="
    expect(await modelCopyOf(small, 640, 480, () => Promise.reject(new Error("not needed")))).toBe(small)
    const large = `data:image/png;base64,${"A".repeat(MODEL_MAX_DATA_CHARS + 10)}`
    const copies: Array<[number, number]> = []
    const jpeg = async (_src: string, width: number, height: number) => {
      copies.push([width, height])
      return "data:image/jpeg;base64,/9j/4AAQ"
    }
    expect(await modelCopyOf(large, 4000, 3000, jpeg)).toBe("data:image/jpeg;base64,/9j/4AAQ")
    expect(copies).toEqual([[4000, 3000]])
    expect(await modelCopyOf(large, 4000, 3000, async () => null)).toBeNull()
  })
})
