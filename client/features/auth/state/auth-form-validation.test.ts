import { describe, expect, it } from "vitest"

import {
  emptyRegisterValues,
  generateEncryptionSalt,
  isContactIncomplete,
  toRegisterInput,
  validateLogin,
  validateRegister,
  type RegisterValues,
} from "./auth-form-validation.ts"

const filled: RegisterValues = {
  ...emptyRegisterValues,
  name: "Anna",
  email: "anna@example.it",
  password: "segreta1",
}

describe("login validation", () => {
  it("requires email and password", () => {
    expect(validateLogin({ email: "", password: "" })).toEqual({
      email: "Inserisci il tuo indirizzo email",
      password: "Inserisci la password",
    })
  })

  it("rejects a malformed email with an Italian hint", () => {
    expect(validateLogin({ email: "anna", password: "x" }).email).toMatch(/indirizzo email valido/)
  })

  it("accepts a filled form", () => {
    expect(validateLogin({ email: " anna@example.it ", password: "x" })).toEqual({})
  })
})

describe("registration validation", () => {
  it("requires name, email and password", () => {
    const errors = validateRegister(emptyRegisterValues)
    expect(Object.keys(errors).sort()).toEqual(["email", "name", "password"])
  })

  it("needs a password of at least 6 characters, with the SPEC message", () => {
    expect(validateRegister({ ...filled, password: "12345" }).password).toBe(
      "La password deve essere di almeno 6 caratteri",
    )
    expect(validateRegister({ ...filled, password: "123456" }).password).toBeUndefined()
  })

  it("leaves AI name and emergency contact optional", () => {
    expect(validateRegister({ ...filled, aiName: "" })).toEqual({})
  })

  it("rejects a phone number that is not one", () => {
    expect(validateRegister({ ...filled, contactPhone: "chiamami" }).contactPhone).toMatch(
      /numero di telefono/,
    )
    expect(validateRegister({ ...filled, contactPhone: "+39 333 123 4567" }).contactPhone).toBeUndefined()
  })

  it("notices a half-filled contact", () => {
    expect(isContactIncomplete({ ...filled, contactName: "Luca" })).toBe(true)
    expect(isContactIncomplete({ ...filled, contactName: "Luca", contactPhone: "3331234567" })).toBe(false)
    expect(isContactIncomplete(filled)).toBe(false)
  })
})

describe("registration payload", () => {
  it("trims, defaults the AI name to Cogi and leaves the contact out when incomplete", () => {
    const input = toRegisterInput(
      { ...filled, name: "  Anna ", aiName: "  ", contactName: "Luca", contactRelation: "amico" },
      "c2FsdA==",
    )
    expect(input).toEqual({
      name: "Anna",
      email: "anna@example.it",
      password: "segreta1",
      ai_name: "Cogi",
      encryption_salt: "c2FsdA==",
    })
  })

  it("includes the contact when name and phone are both present; an empty relation is not sent", () => {
    const input = toRegisterInput({ ...filled, contactName: "Luca", contactPhone: "333 1234567" }, "s")
    expect(input.emergency_contact_name).toBe("Luca")
    expect(input.emergency_contact_phone).toBe("333 1234567")
    expect(input).not.toHaveProperty("emergency_contact_relation")
    const withRelation = toRegisterInput(
      { ...filled, contactName: "Luca", contactPhone: "333 1234567", contactRelation: "partner" },
      "s",
    )
    expect(withRelation.emergency_contact_relation).toBe("partner")
  })

  it("makes a fresh 16-byte base64 salt each time", () => {
    const first = generateEncryptionSalt()
    expect(atob(first)).toHaveLength(16)
    expect(generateEncryptionSalt()).not.toBe(first)
  })
})
