import { describe, expect, it } from "vitest"
import { given as givenFor } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { userDecider } from "./user-decider.ts"
import type { UserEvent } from "./user-events.ts"
import {
  changePassword,
  login,
  passwordChanged,
  passwordChangedWith,
  registered,
  requestReset,
  resetRequested,
  userId,
  verified,
} from "../../test/support/domain/user-fixtures.ts"

const given = givenFor(userDecider)

describe("User: password and deletion", () => {
  describe("password reset and change", () => {
    const reset = resetRequested("08:00")

    it("requests a reset for a verified ordinary user", () =>
      given([registered, verified]).when(requestReset("admin")).then([reset]))

    it("refuses a reset for an unverified user", () =>
      given([registered]).when(requestReset("admin")).thenFails("PasswordResetNotAllowed"))

    it("refuses a reset for an admin", () => {
      const error = given([{ ...registered, isAdmin: true }, verified])
        .when(requestReset("admin"))
        .thenFails("PasswordResetNotAllowed")
      expect(error["reason"]).toBe("admin")
    })

    it("lets a user ask for their own reset even when unverified", () =>
      given([registered]).when(requestReset("self")).then([reset]))

    it("changes the password with the reset token and stores the new envelope", () =>
      given([registered, verified, reset])
        .when(changePassword("key-0001", "r1"))
        .then(passwordChangedWith("key-0001", "reset_new_key")))

    it("refuses a used reset token", () =>
      given([registered, verified, reset, passwordChanged()])
        .when(changePassword("key-0001", "r1", { passwordHash: "h3", time: "08:40" }))
        .thenFails("PasswordResetTokenInvalid"))

    it("refuses an expired reset token", () =>
      given([registered, verified, reset])
        .when(changePassword("key-0001", "r1", { time: "09:00" }))
        .thenFails("PasswordResetTokenExpired"))

    it("changes the password of an authenticated user without a token, re-wrapping", () =>
      given([registered])
        .when(changePassword("key-0001", null))
        .then(passwordChangedWith("key-0001", "password_changed")))
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
