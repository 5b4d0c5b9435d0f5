import { describe, it } from "vitest"
import { given as givenFor } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { envelope } from "../../test/support/domain/key-fixtures.ts"
import { userDecider } from "./user-decider.ts"
import {
  changePassword,
  consented,
  keysWrapped,
  passwordChangedWith,
  register,
  registered,
  resetRequested,
  storeKeys,
} from "../../test/support/domain/user-fixtures.ts"

const given = givenFor(userDecider)

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
