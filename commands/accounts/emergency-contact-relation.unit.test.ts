import { describe, expect, it } from "vitest"
import { relationChoiceOf, storedRelationOf } from "./emergency-contact-relation.ts"

describe("emergency-contact relation", () => {
  it("given a form's text, then one of the contract's four, blank for not specified, or undefined", () => {
    expect(["amico", "familiare", "partner", "altro"].map(relationChoiceOf)).toEqual([
      "amico",
      "familiare",
      "partner",
      "altro",
    ])
    expect(relationChoiceOf("")).toBe("")
    expect(relationChoiceOf("cugino")).toBeUndefined()
    expect(relationChoiceOf("Amico")).toBeUndefined()
  })

  it("given a stored value, then the relation, or null for anything it does not name", () => {
    expect(storedRelationOf("partner")).toBe("partner")
    expect(storedRelationOf(null)).toBeNull()
    expect(storedRelationOf("")).toBeNull()
    expect(storedRelationOf("cugino")).toBeNull()
  })
})
