import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { given as givenFor } from "../shared/given-when-then.ts"
import { at } from "../shared/test-instants.ts"
import { envelope } from "./key-fixtures.ts"
import { userDecider } from "./user-decider.ts"
import type { UserEvent } from "./user-events.ts"
import { userErrorMessage } from "./user-messages.ts"
import { validatePassword } from "./user-password.ts"

const given = givenFor(userDecider)

describe("User", () => {
  describe("when unregistered", () => {
    it("registers with a lower-cased email, default assistant name and no contact", () =>
      given([])
        .when(register({ email: "  Anna@Example.IT " }))
        .then([registered, consented]))

    it("requests the first verification e-mail in the same decision", () =>
      given([])
        .when(register({ verification: { tokenHash: "t1", expiresAt: at("2026-11-22T08:00") } }))
        .then([registered, consented, verificationRequested("t1", at("08:00"), at("2026-11-22T08:00"))]))

    it("keeps the emergency contact when name and phone are both given", () => {
      const contact = { name: " Marco ", phone: " 333 ", relation: "" as const }
      given([])
        .when(register({ emergencyContact: contact, aiName: " Luna " }))
        .then([
          {
            ...registered,
            aiName: "Luna",
            emergencyContact: { name: "Marco", phone: "333", relation: null },
          },
          consented,
        ])
    })

    it("drops the emergency contact when the phone is blank", () =>
      given([])
        .when(register({ emergencyContact: { name: "Marco", phone: " ", relation: "amico" } }))
        .then([registered, consented]))

    it("refuses a blank name", () =>
      given([])
        .when(register({ name: "  " }))
        .thenFails("UserNameEmpty"))

    it("refuses an email without @", () =>
      given([])
        .when(register({ email: "anna.example.it" }))
        .thenFails("UserEmailInvalid"))

    it("refuses an ordinary sign-up without the health-data consent or the 18+ declaration", () => {
      given([])
        .when(register({ consent: { healthData: true, adult: false } }))
        .thenFails("ConsentRequired")
      given([])
        .when(register({ consent: undefined }))
        .thenFails("ConsentRequired")
    })

    it("registers an administrator (made by an operator) without a consent event", () =>
      given([])
        .when(register({ isAdmin: true, consent: undefined }))
        .then([{ ...registered, isAdmin: true }]))

    it("knows no other command", () => given([]).when(login).thenFails("UserNotFound"))
  })

  describe("when registered", () => {
    it("refuses a second registration", () =>
      given([registered]).when(register({})).thenFails("UserAlreadyRegistered"))

    it("records a login", () =>
      given([registered])
        .when(login)
        .then([{ _tag: "UserLoggedIn", schemaVersion: 1, userId, at: at("08:00") }]))

    it("renames the assistant, trimmed", () =>
      given([registered])
        .when({ _tag: "RenameAssistant", aiName: "  Luna ", now: at("08:00") })
        .then([{ _tag: "AssistantRenamed", schemaVersion: 1, userId, aiName: "Luna", at: at("08:00") }]))

    it("refuses a blank assistant name", () =>
      given([registered])
        .when({ _tag: "RenameAssistant", aiName: "   ", now: at("08:00") })
        .thenFails("AssistantNameEmpty"))

    it("ignores a rename to the same name", () =>
      given([registered])
        .when({ _tag: "RenameAssistant", aiName: "Cogi", now: at("08:00") })
        .thenNothingHappened())
  })

  describe("email verification", () => {
    const requested = verificationRequested("t1", at("08:00"), at("2026-11-22T08:00"))

    it("sends a new link once the 5-minute cooldown has passed", () =>
      given([registered, requested])
        .when(resend("t2", at("08:05")))
        .then([verificationRequested("t2", at("08:05"), at("2026-11-22T08:00"))]))

    it("refuses a resend within 5 minutes and says how long to wait", () => {
      const error = given([registered, requested])
        .when(resend("t2", at("08:03:30")))
        .thenFails("VerificationResendTooSoon")
      expect(error["retryAfterSeconds"]).toBe(90)
    })

    it("verifies with the latest token before it expires", () =>
      given([registered, requested])
        .when(verify("t1", at("09:00")))
        .then([{ _tag: "EmailVerified", schemaVersion: 1, userId, at: at("09:00") }]))

    it("refuses an older token once a newer one was sent", () =>
      given([registered, requested, verificationRequested("t2", at("08:10"), at("2026-11-22T08:10"))])
        .when(verify("t1", at("09:00")))
        .thenFails("VerificationTokenInvalid"))

    it("refuses an unknown token", () =>
      given([registered, requested])
        .when(verify("nope", at("09:00")))
        .thenFails("VerificationTokenInvalid"))

    it("refuses an expired token", () =>
      given([registered, requested])
        .when(verify("t1", at("2026-11-22T08:00")))
        .thenFails("VerificationTokenExpired"))

    it("accepts verifying twice without new events", () =>
      given([registered, requested, verified])
        .when(verify("t1", at("09:00")))
        .thenNothingHappened())

    it("refuses a resend once verified", () =>
      given([registered, verified])
        .when(resend("t3", at("10:00")))
        .thenFails("EmailAlreadyVerified"))
  })

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

// Fixtures
const userId = "user-1"

function register(
  overrides: Partial<Extract<Parameters<typeof userDecider.decide>[0], { _tag: "RegisterUser" }>>,
) {
  return {
    _tag: "RegisterUser" as const,
    userId,
    name: " Anna ",
    email: "anna@example.it",
    passwordHash: "h1",
    encryptionSalt: "c2FsdA==",
    isAdmin: false,
    consent: { healthData: true, adult: true },
    now: at("08:00"),
    ...overrides,
  }
}

const registered = {
  _tag: "UserRegistered",
  schemaVersion: 1,
  userId,
  name: "Anna",
  email: "anna@example.it",
  passwordHash: "h1",
  aiName: "Cogi",
  encryptionSalt: "c2FsdA==",
  isAdmin: false,
  emergencyContact: null,
  registeredAt: at("08:00"),
} satisfies UserEvent

const consented: UserEvent = {
  _tag: "ConsentGiven",
  schemaVersion: 1,
  userId,
  healthData: true,
  adult: true,
  at: at("08:00"),
}

const verified: UserEvent = { _tag: "EmailVerified", schemaVersion: 1, userId, at: at("08:30") }
const login = { _tag: "RecordLogin", now: at("08:00") } as const

function verificationRequested(tokenHash: string, requestedAt: string, expiresAt: string): UserEvent {
  return { _tag: "EmailVerificationRequested", schemaVersion: 1, userId, tokenHash, expiresAt, requestedAt }
}
function resend(tokenHash: string, now: string) {
  return { _tag: "RequestEmailVerification" as const, tokenHash, expiresAt: at("2026-11-22T08:00"), now }
}
function verify(tokenHash: string, now: string) {
  return { _tag: "VerifyEmail" as const, tokenHash, now }
}
