import { describe, expect, it } from "vitest"

import { decryptBytes, encryptBytes } from "./image-crypto.ts"
import {
  buildEnvelope,
  generateDataKey,
  keysForNewPassword,
  keysForResetWithRecoveryKey,
  KeyUnwrapError,
  legacyDataKey,
  newKeyId,
  openPreviousKeys,
  openWithPassword,
  openWithRecoveryKey,
  PASSWORD_KDF_ITERATIONS,
  revealRecoveryKey,
  rewrapForNewRecoveryKey,
  toEverydayKey,
  unlockWithEnvelope,
  type UnlockedKeys,
} from "./key-hierarchy.ts"
import type { KeyEnvelopeDto } from "./key-envelope.ts"
import {
  createKeyring,
  decryptText,
  encryptText,
  fromBase64,
  keyringFromKey,
  toBase64,
} from "./message-crypto.ts"
import { generateRecoveryKey, normalizeRecoveryKey } from "./recovery-key.ts"

const salt = toBase64(new Uint8Array(16).fill(9))

const keyringOf = (unlocked: UnlockedKeys) => keyringFromKey(unlocked.key, unlocked.previousKeys)
const pictureBytes = (label: string) => new Uint8Array(new TextEncoder().encode(`\x89PNG ${label}`))
const recoverable = (envelope: KeyEnvelopeDto) => ({
  key_id: envelope.key_id,
  recovery: envelope.recovery,
  previous_keys: envelope.previous_keys ?? [],
  legacy_key: false,
})

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
    const { envelope: changed, unlocked } = await keysForNewPassword(envelope, "segreta1", "nuova-password", {
      legacyKey: false,
    })
    expect(changed.key_id).toBe(envelope.key_id)
    expect(changed.recovery).toEqual(envelope.recovery)
    expect(changed.previous_keys).toBeUndefined()
    expect(unlocked).toMatchObject({ keyId: envelope.key_id, previousKeys: [] })
    expect(unlocked.key.extractable).toBe(false)
    const key = await openWithPassword(changed, "nuova-password")
    await expect(decryptText(keyringFromKey(key), record)).resolves.toContain("meglio")
    await expect(decryptText(keyringOf(unlocked), record)).resolves.toContain("meglio")
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

  // An account from before the data key keeps PBKDF2(its first password, its salt) as data key, which that
  // password derives again without any envelope. Its first password change (or reset with the recovery key)
  // therefore replaces it with a new random key for everything written afterwards; the old key stays, sealed by
  // the new one, only to read the old records (README, "Keys the user holds": those stay readable by the old
  // password, since their ciphertext sits unsealed in the append-only log).
  it("given an old account moved over, after a password change its old password opens nothing written afterwards", async () => {
    // given an account from before wrapped keys, moved over at its login (password "segreta1")
    const migrated = await legacyDataKey("segreta1", salt)
    const envelope = await buildEnvelope(newKeyId(), migrated, "segreta1", generateRecoveryKey())
    // when the password is changed, and a message written with the key the new password opens
    const { envelope: changed } = await keysForNewPassword(envelope, "segreta1", "nuova-password", {
      legacyKey: true,
    })
    const key = await openWithPassword(changed, "nuova-password")
    const after = await encryptText(keyringFromKey(key), salt, "Scritto dopo il cambio di password")
    // then the old password, with the salt every record starts with, does not read it
    const oldKey = await legacyDataKey("segreta1", salt)
    await expect(decryptText(keyringFromKey(oldKey), after)).rejects.toThrow()
  })

  describe("an old account's key replaced at its first password change or reset", () => {
    const written = async (password: string) => {
      // what the account wrote before wrapped keys (the password-derived keyring) and after moving over
      const before = await encryptText(createKeyring(password), salt, "Scritto prima delle chiavi")
      const migrated = await legacyDataKey(password, salt)
      const recoveryKey = generateRecoveryKey()
      const envelope = await buildEnvelope(newKeyId(), migrated, password, recoveryKey)
      const moved = keyringFromKey(await toEverydayKey(migrated))
      const beforeChange = await encryptText(moved, salt, "Scritto prima del cambio")
      const image = await encryptBytes(moved, salt, pictureBytes("prima"))
      return { envelope, recoveryKey, before, beforeChange, image }
    }
    const oldPasswordKeyring = (password: string) => createKeyring(password)

    /** What the new keys must do: read the old records, write records and pictures the old password cannot open. */
    const expectRotated = async (
      old: Awaited<ReturnType<typeof written>>,
      changed: KeyEnvelopeDto,
      unlocked: UnlockedKeys,
      oldPassword: string,
    ) => {
      expect(changed.key_id).not.toBe(old.envelope.key_id)
      expect(unlocked.keyId).toBe(changed.key_id)
      expect(changed.previous_keys).toHaveLength(1)
      expect(fromBase64(changed.previous_keys?.[0] ?? "")).toHaveLength(60)
      expect([unlocked.key, ...unlocked.previousKeys].map((key) => key.extractable)).toEqual([false, false])
      const keyring = keyringOf(unlocked)
      // the history stays readable, pictures included
      await expect(decryptText(keyring, old.before)).resolves.toBe("Scritto prima delle chiavi")
      await expect(decryptText(keyring, old.beforeChange)).resolves.toBe("Scritto prima del cambio")
      await expect(decryptBytes(keyring, old.image)).resolves.toEqual(pictureBytes("prima"))
      // what is written now is under the new key: the old password (and its derived key) read none of it
      const message = await encryptText(keyring, salt, "Scritto dopo il cambio")
      const picture = await encryptBytes(keyring, salt, pictureBytes("dopo"))
      await expect(decryptText(keyringFromKey(unlocked.key), message)).resolves.toBe("Scritto dopo il cambio")
      await expect(decryptText(oldPasswordKeyring(oldPassword), message)).rejects.toThrow()
      await expect(decryptBytes(oldPasswordKeyring(oldPassword), picture)).rejects.toThrow()
      await expect(decryptBytes(keyring, picture)).resolves.toEqual(pictureBytes("dopo"))
      // nor opens the new envelope; the recovery key does, and with it the old key for the history
      await expect(openWithPassword(changed, oldPassword)).rejects.toBeInstanceOf(KeyUnwrapError)
      const recovered = await openWithRecoveryKey(changed.recovery, old.recoveryKey)
      await expect(revealRecoveryKey(recovered, changed)).resolves.toBe(old.recoveryKey)
      const recoveredRing = keyringFromKey(
        recovered,
        await openPreviousKeys(recovered, changed.previous_keys),
      )
      await expect(decryptText(recoveredRing, old.before)).resolves.toBe("Scritto prima delle chiavi")
      await expect(decryptText(recoveredRing, message)).resolves.toBe("Scritto dopo il cambio")
      // what stays (said in the README): the old password still derives the old key, so it reads the old records
      await expect(decryptText(oldPasswordKeyring(oldPassword), old.beforeChange)).resolves.toBe(
        "Scritto prima del cambio",
      )
    }

    it("given a password change, a new data key writes and the old one, sealed inside, reads the history", async () => {
      const old = await written("segreta1")
      const { envelope, unlocked } = await keysForNewPassword(old.envelope, "segreta1", "nuova-password", {
        legacyKey: true,
      })
      await expectRotated(old, envelope, unlocked, "segreta1")
      // the new password opens the same keys on another device
      const elsewhere = await unlockWithEnvelope(envelope, "nuova-password")
      await expect(decryptText(keyringOf(elsewhere), old.before)).resolves.toBe("Scritto prima delle chiavi")
      const written2 = await encryptText(keyringOf(unlocked), salt, "Da questo dispositivo")
      await expect(decryptText(keyringOf(elsewhere), written2)).resolves.toBe("Da questo dispositivo")
      // a later change is a re-wrap again: the same new key, the old one still kept
      const later = await keysForNewPassword(envelope, "nuova-password", "terza-password", {
        legacyKey: false,
      })
      expect(later.envelope.key_id).toBe(envelope.key_id)
      expect(later.envelope.previous_keys).toEqual(envelope.previous_keys)
      await expect(decryptText(keyringOf(later.unlocked), old.before)).resolves.toBe(
        "Scritto prima delle chiavi",
      )
      await expect(openWithPassword(later.envelope, "nuova-password")).rejects.toBeInstanceOf(KeyUnwrapError)
    })

    it("given a reset with the recovery key, the same: a new data key writes, the old one reads the history", async () => {
      const old = await written("dimenticata1")
      const { envelope, unlocked } = await keysForResetWithRecoveryKey(
        { ...recoverable(old.envelope), legacy_key: true },
        old.recoveryKey.toLowerCase(),
        "nuova-password",
      )
      await expectRotated(old, envelope, unlocked, "dimenticata1")
      // a later reset with the recovery key keeps the key and what it keeps
      const again = await keysForResetWithRecoveryKey(
        recoverable(envelope),
        old.recoveryKey,
        "altra-password",
      )
      expect(again.envelope.key_id).toBe(envelope.key_id)
      expect(again.envelope.previous_keys).toEqual(envelope.previous_keys)
      await expect(decryptText(keyringOf(again.unlocked), old.before)).resolves.toBe(
        "Scritto prima delle chiavi",
      )
    })

    it("given a new recovery key after the change, the old key stays kept; a wrong key or a tampered seal opens nothing", async () => {
      const old = await written("segreta1")
      const { envelope } = await keysForNewPassword(old.envelope, "segreta1", "nuova-password", {
        legacyKey: true,
      })
      const next = generateRecoveryKey()
      const renewed = await rewrapForNewRecoveryKey(envelope, "nuova-password", next)
      expect(renewed.previous_keys).toEqual(envelope.previous_keys)
      const reopened = await unlockWithEnvelope(renewed, "nuova-password")
      await expect(decryptText(keyringOf(reopened), old.beforeChange)).resolves.toBe(
        "Scritto prima del cambio",
      )
      // the sealed old key opens only with the new data key, and only untouched
      const other = await toEverydayKey(await generateDataKey())
      await expect(openPreviousKeys(other, envelope.previous_keys)).rejects.toBeInstanceOf(KeyUnwrapError)
      const sealed = fromBase64(envelope.previous_keys?.[0] ?? "")
      sealed[20] = (sealed[20] ?? 0) ^ 1
      await expect(openPreviousKeys(reopened.key, [toBase64(sealed)])).rejects.toBeInstanceOf(KeyUnwrapError)
    })
  })

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
