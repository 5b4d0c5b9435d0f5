import { describe, expect, it } from "vitest"

import { CRISIS_CARD, CRISIS_RESOURCES, emergencyContactLine } from "./crisis-resources.ts"

describe("crisis card (DESIGN §7)", () => {
  it("carries exactly the fixed Italian numbers, dialable as tel: links", () => {
    expect(CRISIS_RESOURCES.map((r) => r.phone)).toEqual(["112", "02 2327 2327", "19696", "1522"])
    expect(CRISIS_RESOURCES.map((r) => r.dial)).toEqual(["112", "0223272327", "19696", "1522"])
    for (const r of CRISIS_RESOURCES) expect(r.dial).toBe(r.phone.replace(/\s/g, ""))
    expect(CRISIS_RESOURCES.map((r) => r.name)).toEqual([
      "Numero unico di emergenza",
      "Telefono Amico",
      "Telefono Azzurro",
      "Antiviolenza e stalking",
    ])
    expect(CRISIS_CARD.footer).toMatch(/intelligenza artificiale/)
  })

  it("adds the user's own emergency contact", () => {
    expect(emergencyContactLine({ name: "Marta", phone: "+39 333 1234567", relation: "familiare" })).toBe(
      "Il tuo contatto di emergenza: Marta (familiare) — +39 333 1234567",
    )
    expect(emergencyContactLine({ name: "Luca", phone: "333", relation: null })).toBe(
      "Il tuo contatto di emergenza: Luca (Non specificato) — 333",
    )
  })
})
