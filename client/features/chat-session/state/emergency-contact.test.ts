import { describe, expect, it } from "vitest"

import { dialable, emergencyContactLine } from "./emergency-contact.ts"

describe("the emergency contact on the crisis card", () => {
  it("reads the user's own contact, with 'Non specificato' for an empty relation", () => {
    expect(emergencyContactLine({ name: "Marta", phone: "+39 333 1234567", relation: "familiare" })).toBe(
      "Il tuo contatto di emergenza: Marta (familiare) — +39 333 1234567",
    )
    expect(emergencyContactLine({ name: "Luca", phone: "333", relation: null })).toBe(
      "Il tuo contatto di emergenza: Luca (Non specificato) — 333",
    )
  })

  it("dials digits and a leading plus only", () => {
    expect(dialable("+39 333 123-4567")).toBe("+393331234567")
  })
})
