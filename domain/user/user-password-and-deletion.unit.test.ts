import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { given as givenFor } from "../shared/given-when-then.ts"
import { at } from "../shared/test-instants.ts"
import { envelope } from "./key-fixtures.ts"
import { userDecider } from "./user-decider.ts"
import type { UserEvent } from "./user-events.ts"
import { userErrorMessage } from "./user-messages.ts"
import { validatePassword } from "./user-password.ts"
import { userId, registered, verified, login } from "./user-fixtures.ts"

const given = givenFor(userDecider)

describe("User: password and deletion", () => {
  describe("password reset and change", () => {
    const resetRequested: UserEvent = {
      _tag: "PasswordResetRequested",
      schemaVersion: 1,
      userId,
      tokenHash: "r1",
      expiresAt: at("09:00"),
      at: at("08:00"),
    }

    it("requests a reset for a verified ordinary user", () =>
      given([registered, verified])
        .when({
          _tag: "RequestPasswordReset",
          by: "admin",
          tokenHash: "r1",
          expiresAt: at("09:00"),
          now: at("08:00"),
        })
        .then([resetRequested]))

    it("refuses a reset for an unverified user", () =>
      given([registered])
        .when({
          _tag: "RequestPasswordReset",
          by: "admin",
          tokenHash: "r1",
          expiresAt: at("09:00"),
          now: at("08:00"),
        })
        .thenFails("PasswordResetNotAllowed"))

    it("refuses a reset for an admin", () => {
      const error = given([{ ...registered, isAdmin: true }, verified])
        .when({
          _tag: "RequestPasswordReset",
          by: "admin",
          tokenHash: "r1",
          expiresAt: at("09:00"),
          now: at("08:00"),
        })
        .thenFails("PasswordResetNotAllowed")
      expect(error["reason"]).toBe("admin")
    })

    it("lets a user ask for their own reset even when unverified", () =>
      given([registered])
        .when({
          _tag: "RequestPasswordReset",
          by: "self",
          tokenHash: "r1",
          expiresAt: at("09:00"),
          now: at("08:00"),
        })
        .then([resetRequested]))

    it("changes the password with the reset token and stores the new envelope", () =>
      given([registered, verified, resetRequested])
        .when({
          _tag: "ChangePassword",
          passwordHash: "h2",
          resetTokenHash: "r1",
          keys: envelope(),
          now: at("08:30"),
        })
        .then([
          { _tag: "PasswordChanged", schemaVersion: 1, userId, passwordHash: "h2", at: at("08:30") },
          {
            _tag: "DataKeyWrapped",
            schemaVersion: 1,
            userId,
            envelope: envelope(),
            reason: "reset_new_key",
            at: at("08:30"),
          },
        ]))

    it("refuses a used reset token", () =>
      given([
        registered,
        verified,
        resetRequested,
        { _tag: "PasswordChanged", schemaVersion: 1, userId, passwordHash: "h2", at: at("08:30") },
      ])
        .when({
          _tag: "ChangePassword",
          passwordHash: "h3",
          resetTokenHash: "r1",
          keys: envelope(),
          now: at("08:40"),
        })
        .thenFails("PasswordResetTokenInvalid"))

    it("refuses an expired reset token", () =>
      given([registered, verified, resetRequested])
        .when({
          _tag: "ChangePassword",
          passwordHash: "h2",
          resetTokenHash: "r1",
          keys: envelope(),
          now: at("09:00"),
        })
        .thenFails("PasswordResetTokenExpired"))

    it("changes the password of an authenticated user without a token, re-wrapping", () =>
      given([registered])
        .when({
          _tag: "ChangePassword",
          passwordHash: "h2",
          resetTokenHash: null,
          keys: envelope(),
          now: at("08:30"),
        })
        .then([
          { _tag: "PasswordChanged", schemaVersion: 1, userId, passwordHash: "h2", at: at("08:30") },
          {
            _tag: "DataKeyWrapped",
            schemaVersion: 1,
            userId,
            envelope: envelope(),
            reason: "password_changed",
            at: at("08:30"),
          },
        ]))

    it("checks the minimum password length on the plaintext", () => {
      expect(Result.isSuccess(validatePassword("123456"))).toBe(true)
      const short = validatePassword("12345")
      expect(Result.isFailure(short) && userErrorMessage(short.failure)).toBe(
        "La password deve essere di almeno 6 caratteri",
      )
    })
  })

  describe("deletion", () => {
    const deleted: UserEvent = {
      _tag: "UserDeleted",
      schemaVersion: 1,
      userId,
      at: at("10:00"),
      by: "admin-1",
    }

    it("deletes an ordinary user", () =>
      given([registered])
        .when({ _tag: "DeleteUser", by: "admin-1", now: at("10:00") })
        .then([deleted]))

    it("refuses to delete an admin", () =>
      given([{ ...registered, isAdmin: true }])
        .when({ _tag: "DeleteUser", by: "admin-1", now: at("10:00") })
        .thenFails("AdminUserProtected"))

    it("accepts deleting twice without new events", () =>
      given([registered, deleted])
        .when({ _tag: "DeleteUser", by: "admin-1", now: at("11:00") })
        .thenNothingHappened())

    it("treats a deleted user as not found", () =>
      given([registered, deleted]).when(login).thenFails("UserNotFound"))
  })
})
