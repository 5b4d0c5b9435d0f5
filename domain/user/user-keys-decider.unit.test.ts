import { describe, it } from "vitest"
import { given as givenFor } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { envelope } from "../../test/support/domain/key-fixtures.ts"
import { userDecider } from "./user-decider.ts"
import type { UserEvent } from "./user-events.ts"
import type { KeyWrapReason } from "./user-key-events.ts"
import {
  changePassword,
  consented,
  keysWrapped,
  keysWrappedAs,
  passwordChanged,
  passwordChangedWith,
  register,
  registered,
  resetRequested,
  storeKeys,
} from "../../test/support/domain/user-fixtures.ts"

const given = givenFor(userDecider)

/** An earlier data key sealed by the new one, as the browser seals it: iv(12) + 32 bytes + tag(16). */
const sealedKey = Buffer.alloc(60, 7).toString("base64")
const rotatedEnvelope = (keyId: string) => envelope(keyId, { previousKeys: [sealedKey] })
/** What an old account's move-over stored; `superseded`: its envelope was replaced since (it reads as null). */
const movedOver = (keyId: string, { superseded = false } = {}): UserEvent =>
  keysWrappedAs(superseded ? null : envelope(keyId), "migrated")
const changeKeeping = (keyId: string, resetTokenHash: string | null = null) => ({
  ...changePassword(keyId, resetTokenHash),
  keys: rotatedEnvelope(keyId),
})
const rotatedWith = (keyId: string, reason: KeyWrapReason): ReadonlyArray<UserEvent> => [
  passwordChanged(),
  keysWrappedAs(rotatedEnvelope(keyId), reason, "08:30"),
]

const wrapped = (keyId: string, reason: "registered" | "migrated" = "registered") =>
  keysWrapped(keyId, reason)
const reset = resetRequested("08:10")
const change = (keyId: string, resetTokenHash: string | null = null) => changePassword(keyId, resetTokenHash)

describe("User keys", () => {
  describe("at sign-up", () => {
    it("stores the envelope made in the browser with the registration", () =>
      given([])
        .when(register({ name: "Anna", keys: envelope("key-a-0001") }))
        .then([registered, consented, wrapped("key-a-0001")]))

    it("refuses an envelope whose password key is derived with fewer than 600 000 iterations", () =>
      given([])
        .when(
          register({
            name: "Anna",
            keys: envelope("key-a-0001", {
              passwordWrap: { ...envelope().passwordWrap, iterations: 100_000 },
            }),
          }),
        )
        .thenFails("KeyEnvelopeInvalid"))
  })

  describe("an old account moving over", () => {
    it("stores its first envelope", () =>
      given([registered])
        .when(storeKeys("key-m-0001", "migrated"))
        .then([wrapped("key-m-0001", "migrated")]))

    it("moves over once only", () =>
      given([registered, wrapped("key-a-0001")])
        .when(storeKeys("key-m-0001", "migrated"))
        .thenFails("KeysAlreadyStored"))

    it("refuses a wrapped key of the wrong size", () =>
      given([registered])
        .when({
          _tag: "StoreKeys",
          keys: envelope("key-m-0001", {
            recoveryWrap: { ...envelope().recoveryWrap, wrappedKey: Buffer.alloc(32).toString("base64") },
          }),
          reason: "migrated",
          now: at("08:00"),
        })
        .thenFails("KeyEnvelopeInvalid"))
  })

  describe("a new recovery key", () => {
    it("re-wraps the current data key", () =>
      given([registered, wrapped("key-a-0001")])
        .when(storeKeys("key-a-0001", "recovery_regenerated"))
        .then([keysWrapped("key-a-0001", "recovery_regenerated")]))

    it("refuses another data key", () =>
      given([registered, wrapped("key-a-0001")])
        .when(storeKeys("key-b-0001", "recovery_regenerated"))
        .thenFails("DataKeyMismatch"))
  })

  describe("a password change while signed in", () => {
    it("re-wraps the same data key and counts a new credential version", () => {
      const decided = given([registered, wrapped("key-a-0001")])
      decided.when(change("key-a-0001")).then(passwordChangedWith("key-a-0001", "password_changed"))
    })

    it("refuses a different data key (that would lock the history)", () =>
      given([registered, wrapped("key-a-0001")])
        .when(change("key-b-0001"))
        .thenFails("DataKeyMismatch"))

    it("refuses a change without an envelope", () =>
      given([registered, wrapped("key-a-0001")])
        .when({ ...change("key-a-0001"), keys: null })
        .thenFails("KeyEnvelopeMissing"))
  })

  describe("an old account's password-derived key (its first password derives it again)", () => {
    it("is not re-wrapped at a password change: the change must bring a new key", () =>
      given([registered, movedOver("key-m-0001")])
        .when(change("key-m-0001"))
        .thenFails("DataKeyRotationRequired"))

    it("is not dropped either: a new key that does not keep it would lock the history", () =>
      given([registered, movedOver("key-m-0001")])
        .when(change("key-n-0001"))
        .thenFails("DataKeyRotationRequired"))

    it("is replaced by a new key that keeps it, at a password change", () =>
      given([registered, movedOver("key-m-0001")])
        .when(changeKeeping("key-n-0001"))
        .then(rotatedWith("key-n-0001", "password_changed_key_rotated")))

    it("is still one after a re-wrap stored before replacing it existed", () =>
      given([
        registered,
        movedOver("key-m-0001", { superseded: true }),
        ...passwordChangedWith("key-m-0001", "password_changed"),
      ])
        .when(change("key-m-0001", null))
        .thenFails("DataKeyRotationRequired"))

    it("once replaced, the next password change is a re-wrap of the new key again", () => {
      const history = [
        registered,
        movedOver("key-m-0001", { superseded: true }),
        ...rotatedWith("key-n-0001", "password_changed_key_rotated"),
      ]
      given(history).when(change("key-n-0001")).then(passwordChangedWith("key-n-0001", "password_changed"))
      given(history).when(changeKeeping("key-o-0001")).thenFails("DataKeyMismatch")
    })

    it("at a reset with the recovery key, is replaced too; the same key is refused", () => {
      given([registered, movedOver("key-m-0001"), reset])
        .when(change("key-m-0001", "r1"))
        .thenFails("DataKeyRotationRequired")
      given([registered, movedOver("key-m-0001"), reset])
        .when(changeKeeping("key-n-0001", "r1"))
        .then(rotatedWith("key-n-0001", "reset_with_recovery_key_rotated"))
    })

    it("at a reset without the recovery key, gives way to a new key alone, after which re-wraps are allowed", () => {
      given([registered, movedOver("key-m-0001"), reset])
        .when(change("key-new-0001", "r1"))
        .then(passwordChangedWith("key-new-0001", "reset_new_key"))
      given([
        registered,
        movedOver("key-m-0001", { superseded: true }),
        reset,
        ...passwordChangedWith("key-new-0001", "reset_new_key"),
      ])
        .when(change("key-new-0001"))
        .then(passwordChangedWith("key-new-0001", "password_changed"))
    })

    it("refuses kept keys of the wrong size, or more than four", () => {
      const keeping = (previousKeys: ReadonlyArray<string>) => ({
        ...change("key-n-0001"),
        keys: envelope("key-n-0001", { previousKeys }),
      })
      given([registered, movedOver("key-m-0001")])
        .when(keeping([Buffer.alloc(48).toString("base64")]))
        .thenFails("KeyEnvelopeInvalid")
      given([registered, movedOver("key-m-0001")])
        .when(keeping(Array.from({ length: 5 }, () => sealedKey)))
        .thenFails("KeyEnvelopeInvalid")
    })
  })

  describe("a reset from the mailed link", () => {
    it("with the recovery key keeps the data key", () =>
      given([registered, wrapped("key-a-0001"), reset])
        .when(change("key-a-0001", "r1"))
        .then(passwordChangedWith("key-a-0001", "reset_with_recovery")))

    it("without it makes a new data key", () =>
      given([registered, wrapped("key-a-0001"), reset])
        .when(change("key-new-0001", "r1"))
        .then(passwordChangedWith("key-new-0001", "reset_new_key")))

    it("checks the link before the keys", () =>
      given([registered, wrapped("key-a-0001"), reset])
        .when({ ...change("key-a-0001", "other"), keys: null })
        .thenFails("PasswordResetTokenInvalid"))
  })
})
