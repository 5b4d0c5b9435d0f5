import { describe, expect, it } from "vitest"

import {
  buildEnvelope,
  generateDataKey,
  KeyUnwrapError,
  legacyDataKey,
  newKeyId,
  openWithPassword,
  openWithRecoveryKey,
  PASSWORD_KDF_ITERATIONS,
  revealRecoveryKey,
  rewrapForNewPassword,
  rewrapForNewRecoveryKey,
  toEverydayKey,
} from "./key-hierarchy.ts"
import { createKeyring, decryptText, encryptText, keyringFromKey, toBase64 } from "./message-crypto.ts"
import { generateRecoveryKey, normalizeRecoveryKey } from "./recovery-key.ts"

const salt = toBase64(new Uint8Array(16).fill(9))

const fresh = async (password = "segreta1") => {
  const dataKey = await generateDataKey()
  const recoveryKey = generateRecoveryKey()
  const envelope = await buildEnvelope(newKeyId(), dataKey, password, recoveryKey)
  const record = await encryptText(
    keyringFromKey(await toEverydayKey(dataKey)),
    salt,
    "Oggi va un po' meglio 🌱",
  )
  return { envelope, recoveryKey, record }
}

describe("key hierarchy", () => {
  it("given a new envelope, the password opens a non-extractable data key that reads the history; another password does not", async () => {
    const { envelope, record } = await fresh()
    expect(envelope.password.iterations).toBe(PASSWORD_KDF_ITERATIONS)
    const key = await openWithPassword(envelope, "segreta1")
    expect(key.extractable).toBe(false)
    await expect(decryptText(keyringFromKey(key), record)).resolves.toBe("Oggi va un po' meglio 🌱")
    await expect(openWithPassword(envelope, "sbagliata")).rejects.toBeInstanceOf(KeyUnwrapError)
  })

  it("given the recovery key typed loosely (lower case, spaces), it opens the same data key; another recovery key does not", async () => {
    const { envelope, recoveryKey, record } = await fresh()
    const typed = recoveryKey.toLowerCase().replaceAll("-", " ")
    const key = await openWithRecoveryKey(envelope.recovery, typed)
    await expect(decryptText(keyringFromKey(key), record)).resolves.toContain("meglio")
    await expect(openWithRecoveryKey(envelope.recovery, generateRecoveryKey())).rejects.toBeInstanceOf(
      KeyUnwrapError,
    )
    await expect(openWithRecoveryKey(envelope.recovery, "non è una chiave")).rejects.toBeInstanceOf(
      KeyUnwrapError,
    )
  })

  it("given a password change, the same data key is re-wrapped: the new password reads the old history, the old one no longer opens", async () => {
    const { envelope, record } = await fresh()
    const changed = await rewrapForNewPassword(envelope, "segreta1", "nuova-password")
    expect(changed.key_id).toBe(envelope.key_id)
    expect(changed.recovery).toEqual(envelope.recovery)
    const key = await openWithPassword(changed, "nuova-password")
    await expect(decryptText(keyringFromKey(key), record)).resolves.toContain("meglio")
    await expect(openWithPassword(changed, "segreta1")).rejects.toBeInstanceOf(KeyUnwrapError)
  })

  it("given a new recovery key, it opens the data key, the old one no longer does, and the signed-in user can read it again", async () => {
    const { envelope, recoveryKey } = await fresh()
    const next = generateRecoveryKey()
    const changed = await rewrapForNewRecoveryKey(envelope, "segreta1", next)
    await expect(openWithRecoveryKey(changed.recovery, next)).resolves.toBeDefined()
    await expect(openWithRecoveryKey(changed.recovery, recoveryKey)).rejects.toBeInstanceOf(KeyUnwrapError)
    const key = await openWithPassword(changed, "segreta1")
    await expect(revealRecoveryKey(key, changed)).resolves.toBe(next)
  })

  it("given an account from before wrapped keys, its password-derived key becomes the data key: old records stay readable", async () => {
    const old = await encryptText(createKeyring("segreta1"), salt, "Un messaggio di prima")
    const migrated = await legacyDataKey("segreta1", salt)
    const envelope = await buildEnvelope(newKeyId(), migrated, "segreta1", generateRecoveryKey())
    const key = await openWithPassword(envelope, "segreta1")
    await expect(decryptText(keyringFromKey(key), old)).resolves.toBe("Un messaggio di prima")
  })

  // A known gap (README, "Keys the user holds", the one exception): an account from before the data key keeps
  // PBKDF2(its first password, its salt) as data key, and a password change only re-wraps it. So its old password
  // still derives the key and reads, with a copy of the log, even what is written after the change. Fixing it
  // needs a new data key and the history re-encrypted, with the old ciphertexts shredded from the log (they are
  // stored unsealed): not built. `it.fails` keeps the rule written down; it turns red once the gap is closed.
  it.fails(
    "given an old account moved over, after a password change its old password opens nothing written afterwards",
    async () => {
      // given an account from before wrapped keys, moved over at its login (password "segreta1")
      const migrated = await legacyDataKey("segreta1", salt)
      const envelope = await buildEnvelope(newKeyId(), migrated, "segreta1", generateRecoveryKey())
      // when the password is changed, and a message written with the key the new password opens
      const changed = await rewrapForNewPassword(envelope, "segreta1", "nuova-password")
      const key = await openWithPassword(changed, "nuova-password")
      const after = await encryptText(keyringFromKey(key), salt, "Scritto dopo il cambio di password")
      // then the old password, with the salt every record starts with, does not read it
      const oldKey = await legacyDataKey("segreta1", salt)
      await expect(decryptText(keyringFromKey(oldKey), after)).rejects.toThrow()
    },
  )

  it("writes recovery keys as 8 groups of 4 Crockford characters and forgives O/0 and I/L/1", () => {
    const key = generateRecoveryKey()
    expect(key).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(normalizeRecoveryKey("oooo iiii llll 0000 1111 AAAA BBBB CCCC")).toBe(
      "00001111111100001111AAAABBBBCCCC",
    )
    expect(normalizeRecoveryKey("ABCD")).toBeNull()
    expect(normalizeRecoveryKey("UUUU-UUUU-UUUU-UUUU-UUUU-UUUU-UUUU-UUUU")).toBeNull()
  })
})
