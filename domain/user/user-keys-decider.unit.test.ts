import { describe, it } from "vitest"
import { given as givenFor } from "../shared/given-when-then.ts"
import { at } from "../shared/test-instants.ts"
import { envelope } from "./key-fixtures.ts"
import { userDecider } from "./user-decider.ts"
import type { UserEvent } from "./user-events.ts"
import { registered, userId } from "./user-fixtures.ts"

const given = givenFor(userDecider)

const wrapped = (keyId: string, reason: "registered" | "migrated" = "registered"): UserEvent => ({
  _tag: "DataKeyWrapped",
  schemaVersion: 1,
  userId,
  envelope: envelope(keyId),
  reason,
  at: at("08:00"),
})
const resetRequested: UserEvent = {
  _tag: "PasswordResetRequested",
  schemaVersion: 1,
  userId,
  tokenHash: "r1",
  expiresAt: at("09:00"),
  at: at("08:10"),
}
const change = (keyId: string, resetTokenHash: string | null = null) =>
  ({
    _tag: "ChangePassword",
    passwordHash: "h2",
    resetTokenHash,
    keys: envelope(keyId),
    now: at("08:30"),
  }) as const

describe("User keys", () => {
  describe("at sign-up", () => {
    it("stores the envelope made in the browser with the registration", () =>
      given([])
        .when({
          _tag: "RegisterUser",
          userId,
          name: "Anna",
          email: "anna@example.it",
          passwordHash: "h1",
          encryptionSalt: "c2FsdA==",
          isAdmin: false,
          consent: { healthData: true, adult: true },
          keys: envelope("key-a-0001"),
          now: at("08:00"),
        })
        .then([
          registered,
          { _tag: "ConsentGiven", schemaVersion: 1, userId, healthData: true, adult: true, at: at("08:00") },
          wrapped("key-a-0001"),
        ]))

    it("refuses an envelope whose password key is derived with fewer than 600 000 iterations", () =>
      given([])
        .when({
          _tag: "RegisterUser",
          userId,
          name: "Anna",
          email: "anna@example.it",
          passwordHash: "h1",
          encryptionSalt: "c2FsdA==",
          isAdmin: false,
          consent: { healthData: true, adult: true },
          keys: envelope("key-a-0001", {
            passwordWrap: { ...envelope().passwordWrap, iterations: 100_000 },
          }),
          now: at("08:00"),
        })
        .thenFails("KeyEnvelopeInvalid"))
  })

  describe("an old account moving over", () => {
    it("stores its first envelope", () =>
      given([registered])
        .when({ _tag: "StoreKeys", keys: envelope("key-m-0001"), reason: "migrated", now: at("08:00") })
        .then([wrapped("key-m-0001", "migrated")]))

    it("moves over once only", () =>
      given([registered, wrapped("key-a-0001")])
        .when({ _tag: "StoreKeys", keys: envelope("key-m-0001"), reason: "migrated", now: at("08:00") })
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
        .when({
          _tag: "StoreKeys",
          keys: envelope("key-a-0001"),
          reason: "recovery_regenerated",
          now: at("08:00"),
        })
        .then([{ ...wrapped("key-a-0001"), reason: "recovery_regenerated" } as UserEvent]))

    it("refuses another data key", () =>
      given([registered, wrapped("key-a-0001")])
        .when({
          _tag: "StoreKeys",
          keys: envelope("key-b-0001"),
          reason: "recovery_regenerated",
          now: at("08:00"),
        })
        .thenFails("DataKeyMismatch"))
  })

  describe("a password change while signed in", () => {
    it("re-wraps the same data key and counts a new credential version", () => {
      const decided = given([registered, wrapped("key-a-0001")])
      decided.when(change("key-a-0001")).then([
        { _tag: "PasswordChanged", schemaVersion: 1, userId, passwordHash: "h2", at: at("08:30") },
        {
          _tag: "DataKeyWrapped",
          schemaVersion: 1,
          userId,
          envelope: envelope("key-a-0001"),
          reason: "password_changed",
          at: at("08:30"),
        },
      ])
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
      given([registered, wrapped("key-a-0001"), resetRequested])
        .when(change("key-a-0001", "r1"))
        .then([
          { _tag: "PasswordChanged", schemaVersion: 1, userId, passwordHash: "h2", at: at("08:30") },
          {
            _tag: "DataKeyWrapped",
            schemaVersion: 1,
            userId,
            envelope: envelope("key-a-0001"),
            reason: "reset_with_recovery",
            at: at("08:30"),
          },
        ]))

    it("without it makes a new data key", () =>
      given([registered, wrapped("key-a-0001"), resetRequested])
        .when(change("key-new-0001", "r1"))
        .then([
          { _tag: "PasswordChanged", schemaVersion: 1, userId, passwordHash: "h2", at: at("08:30") },
          {
            _tag: "DataKeyWrapped",
            schemaVersion: 1,
            userId,
            envelope: envelope("key-new-0001"),
            reason: "reset_new_key",
            at: at("08:30"),
          },
        ]))

    it("checks the link before the keys", () =>
      given([registered, wrapped("key-a-0001"), resetRequested])
        .when({ ...change("key-a-0001", "other"), keys: null })
        .thenFails("PasswordResetTokenInvalid"))
  })
})
