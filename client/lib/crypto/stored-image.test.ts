import { describe, expect, it } from "vitest"

import { createKeyring, encryptText, toBase64 } from "./message-crypto.ts"
import { imageExtension, openStoredImage } from "./stored-image.ts"

const salt = toBase64(new Uint8Array(16).fill(5))
const dataUrl = `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 7))}`

describe("a stored message picture opened for the export", () => {
  it("reads an inline encrypted picture with this account's key, and gives nothing with another key", async () => {
    const keyring = createKeyring("segreta1")
    const url = `enc:${await encryptText(keyring, salt, dataUrl)}`
    const opened = await openStoredImage(url, keyring, null)
    expect(opened?.type).toBe("image/png")
    expect(Array.from(opened?.bytes ?? [])).toEqual([0x89, 0x50, 0x4e, 0x47, 7])
    expect(await openStoredImage(url, createKeyring("altra"), null)).toBeNull()
  })

  it("leaves an outside address as it is (null), and names files by type", async () => {
    expect(await openStoredImage("https://example.org/a.png", createKeyring("x"), null)).toBeNull()
    expect([imageExtension("image/jpeg"), imageExtension("image/png"), imageExtension("image/webp")]).toEqual(
      ["jpg", "png", "webp"],
    )
  })
})
