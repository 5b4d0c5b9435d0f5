import { describe, expect, it } from "vitest"
import { given as givenFor } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { userDecider } from "./user-decider.ts"
import {
  userId,
  register,
  registered,
  consented,
  verified,
  login,
  verificationRequested,
  resend,
  verify,
} from "../../test/support/domain/user-fixtures.ts"

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
})
