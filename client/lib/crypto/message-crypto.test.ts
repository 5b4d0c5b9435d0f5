import { describe, expect, it } from "vitest"

import {
  createKeyring,
  decryptText,
  encryptText,
  fromBase64,
  MessageCryptoError,
  runCryptoSelfTest,
  toBase64,
} from "./message-crypto.ts"

const salt = toBase64(new Uint8Array(16).fill(7))

describe("message encryption", () => {
  it("round-trips Italian text with the layout salt | iv | ciphertext", async () => {
    const keyring = createKeyring("segreta1")
    const record = await encryptText(keyring, salt, "È già ora di parlare 🌿")
    const bytes = fromBase64(record)
    expect(toBase64(bytes.slice(0, 16))).toBe(salt)
    expect(bytes.length).toBeGreaterThan(28)
    await expect(decryptText(keyring, record)).resolves.toBe("È già ora di parlare 🌿")
  })

  it("uses a fresh iv per message", async () => {
    const keyring = createKeyring("segreta1")
    expect(await encryptText(keyring, salt, "ciao")).not.toBe(await encryptText(keyring, salt, "ciao"))
  })

  it("refuses with the SPEC message when the password is wrong", async () => {
    const record = await encryptText(createKeyring("segreta1"), salt, "ciao")
    const failure = await decryptText(createKeyring("altra"), record).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(MessageCryptoError)
    expect((failure as Error).message).toBe("Errore nella decrittografia del messaggio")
  })

  it("passes its start-up self-test", async () => {
    await expect(runCryptoSelfTest()).resolves.toBe(true)
  })
})
