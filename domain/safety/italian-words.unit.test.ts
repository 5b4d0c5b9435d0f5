import { describe, expect, it } from "vitest"
import { EMPTY_LEXICON, lightStem, sentencesOf, splitClitics, stemOf } from "./italian-words.ts"

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

  it("reads a word that names a property of every object as a word", () => {
    expect(sentencesOf("constructor, toString e __proto__")).toEqual([
      ["constructor", ",", "tostring", "e", "proto"],
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
