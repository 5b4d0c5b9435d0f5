import { describe, expect, it } from "vitest"

import { noCrisis, withRisk } from "./crisis-state.ts"

describe("the risk a chat screen knows", () => {
  it("given possible risk, then the quiet line; given high risk later, then the panel replaces it", () => {
    const possible = withRisk(noCrisis, "possible")
    expect(possible).toEqual({ level: "possible", raised: 0 })
    expect(withRisk(possible, "high")).toEqual({ level: "high", raised: 1 })
  })

  it("given the panel is raised, then it never goes back down, and each new crisis message updates it", () => {
    const raised = withRisk(withRisk(noCrisis, "high"), "high")
    expect(raised).toEqual({ level: "high", raised: 2 })
    expect(withRisk(raised, "possible")).toBe(raised)
    expect(withRisk(raised, "none")).toBe(raised)
  })
})
