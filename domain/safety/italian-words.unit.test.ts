import { describe, expect, it } from "vitest"
import { EMPTY_LEXICON, lightStem, sentencesOf, splitClitics, stemOf } from "./italian-words.ts"
import { featuresOf } from "./risk-features.ts"

const lexicon = {
  stems: new Map([["impicchi", "impicc"]]),
  infinitives: new Set(["ammazzare", "togliere", "fare", "buttare"]),
}

describe("sentencesOf", () => {
  it("folds accents, elisions and chat spellings, and marks clause breaks", () => {
    expect(sentencesOf("Nn ce la faccio +, xke cmq... l'ho detto! stasera k")).toEqual([
      ["non", "ce", "la", "faccio", "piu", ",", "perche", "comunque"],
      ["l", "ho", "detto"],
      ["stasera", "che"],
    ])
  })
})

describe("splitClitics", () => {
  it("splits the clitics off infinitives and gerunds the lexicon knows", () => {
    expect(splitClitics("ammazzarmi", lexicon)).toEqual(["ammazzare", "mi"])
    expect(splitClitics("togliermela", lexicon)).toEqual(["togliere", "mi", "la"])
    expect(splitClitics("farla", lexicon)).toEqual(["fare", "la"])
    expect(splitClitics("buttandomi", lexicon)).toEqual(["buttando", "mi"])
  })

  it("leaves words that only look like clitic forms", () => {
    expect(splitClitics("aperti", lexicon)).toEqual(["aperti"])
    expect(splitClitics("diversi", lexicon)).toEqual(["diversi"])
    expect(splitClitics("ammazzarmi", EMPTY_LEXICON)).toEqual(["ammazzarmi"])
  })
})

describe("stems", () => {
  it("gives every inflection of a verb one stem", () => {
    const stems = ["ammazzo", "ammazzero", "ammazzerebbe", "ammazzato", "ammazzare"].map(lightStem)
    expect(new Set(stems)).toEqual(new Set(["ammazz"]))
  })

  it("takes the lexicon's stem where the stripper alone would miss the lemma", () => {
    expect(lightStem("impicchi")).not.toBe("impicc")
    expect(stemOf("impicchi", lexicon)).toBe("impicc")
  })
})

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
