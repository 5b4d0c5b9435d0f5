import { describe, expect, it } from "vitest"
import { EMPTY_LEXICON } from "../../domain/safety/italian-words.ts"
import { featuresOf } from "./feature-names.ts"

const lexicon = {
  stems: new Map([["impicchi", "impicc"]]),
  infinitives: new Set(["ammazzare", "togliere", "fare", "buttare"]),
}

describe("featuresOf", () => {
  it("names each feature once, with negation marked and typos sharing letter n-grams", () => {
    const features = featuresOf("Non penso al suicidio, voglio ammazzarmi", lexicon)
    expect(new Set(features).size).toBe(features.length)
    expect(features).toContain("n:suicid")
    expect(features).toContain("s2:ammazz mi")
    const typo = featuresOf("ammazarmi", lexicon).filter((f) => f.startsWith("x:"))
    expect(featuresOf("ammazzarmi", lexicon).filter((f) => f.startsWith("x:"))).toEqual(typo)
  })

  it("answers nothing for nothing", () => {
    expect(featuresOf("", EMPTY_LEXICON)).toEqual([])
    expect(featuresOf("🙂🙂", EMPTY_LEXICON)).toEqual([])
  })
})
