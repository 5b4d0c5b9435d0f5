import { describe, expect, it } from "vitest"

import {
  fromVaultText,
  isEmpty,
  lacksHumanContact,
  linesOf,
  newPlan,
  SECTIONS,
  toVaultText,
  withContactPrefilled,
} from "./safety-plan.ts"

const resources = [
  { name: "Numero unico di emergenza", phone: "112", dial: "112", description: "" },
  { name: "Telefono Amico", phone: "02 2327 2327", dial: "0223272327", description: "" },
]

describe("the safety plan (Stanley & Brown)", () => {
  it("has the seven steps, in order", () => {
    expect(SECTIONS.map((s) => s.title)).toEqual([
      "I miei segnali di allarme",
      "Cosa posso fare per conto mio",
      "Persone e luoghi che mi aiutano a pensare ad altro",
      "Persone a cui posso chiedere aiuto",
      "Professionisti e servizi",
      "Rendere più sicuro l'ambiente intorno a me",
      "Le mie ragioni per vivere",
    ])
  })

  it("starts prefilled with the crisis numbers and the user's emergency contact", () => {
    const plan = newPlan(resources, { name: "Marta", phone: "+39 333 1234567", relation: "familiare" })
    expect(plan.professionals).toEqual([
      "Numero unico di emergenza: 112",
      "Telefono Amico: 02 2327 2327",
      "Il mio contatto di emergenza, Marta: +39 333 1234567",
    ])
    expect(plan.people_for_help).toEqual(["Marta: +39 333 1234567"])
    expect(isEmpty(plan)).toBe(false)
    expect(isEmpty(newPlan([], null))).toBe(true)
  })

  it("given no person to contact, then the plan lacks one; given one, it does not (issue 27)", () => {
    expect(lacksHumanContact(newPlan(resources, null))).toBe(true)
    // the hotlines among the services do not count as a person of one's own
    expect(newPlan(resources, null).professionals.length).toBeGreaterThan(0)
    const marta = { name: "Marta", phone: "+39 333 1234567", relation: "familiare" } as const
    expect(lacksHumanContact(newPlan(resources, marta))).toBe(false)
    expect(
      lacksHumanContact({ ...newPlan(resources, null), people_for_help: ["Chiara: 333 000 1111"] }),
    ).toBe(false)
  })

  it("given a saved plan with nobody to contact, when edited, then the emergency contact is pre-filled; never over a person already named", () => {
    const marta = { name: "Marta", phone: "+39 333 1234567", relation: "familiare" } as const
    const empty = newPlan(resources, null)
    expect(withContactPrefilled(empty, marta).people_for_help).toEqual(["Marta: +39 333 1234567"])
    expect(withContactPrefilled(empty, null)).toBe(empty)
    const chiara = { ...empty, people_for_help: ["Chiara: 333 000 1111"] }
    expect(withContactPrefilled(chiara, marta)).toBe(chiara)
  })

  it("round-trips through the vault text, and refuses anything else", () => {
    const plan = { ...newPlan(resources, null), reasons_for_living: ["Il mio gatto Neve"] }
    expect(fromVaultText(toVaultText(plan))).toEqual(plan)
    expect(fromVaultText("non è json")).toBeNull()
    expect(fromVaultText(JSON.stringify({ kind: "altro" }))).toBeNull()
  })

  it("reads one item per line", () => {
    expect(linesOf(" camminare \n\n  chiamare Marta\n")).toEqual(["camminare", "chiamare Marta"])
  })
})
