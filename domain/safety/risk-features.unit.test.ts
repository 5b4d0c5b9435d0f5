import { describe, expect, it } from "vitest"
import { EMPTY_LEXICON } from "./italian-words.ts"
import { readFeatures, readFeaturesAfter, type WeightedFeatures } from "./risk-features.ts"

/** Three features weighed: the word "corda", the letters "cor" (x:cor) and the class "means"; no other. */
const classifier: WeightedFeatures = {
  weights: new Map([
    ["w:corda", [0, 2, 0, 0, 0]],
    ["x:cor", [0, 0, 1, 0, 0]],
    ["g:means", [0, 0, 0, 4, 0]],
  ]),
  bias: [1, -1, -2, -3, -4],
  lengthPower: 0.5,
  lexicon: EMPTY_LEXICON,
}

const logits = (text: string) => readFeatures(classifier, text).logits

describe("readFeatures", () => {
  it("given a message of one word, counts every feature it has, the unknown ones included", () => {
    // w:corda, s:cord, g:means, and the 12 letter n-grams of " corda " (5 of 3 letters, 4 of 4, 3 of 5)
    const value = 15 ** -0.5
    expect(logits("Corda!")).toEqual([1, -1 + 2 * value, -2 + value, -3 + 4 * value, -4])
  })

  it("given a word said twice in one sentence, counts its own features once and the new pair once", () => {
    // the same 15, plus w2:corda corda and s2:cord cord (letter n-grams stay within words)
    const value = (15 + 2) ** -0.5
    expect(logits("corda corda")[1]).toBeCloseTo(-1 + 2 * value, 12)
  })

  it("given the word classes a message has, names them", () => {
    expect([...readFeatures(classifier, "stasera la corda").classes].sort()).toEqual([
      "means",
      "soon",
      "when",
    ])
  })

  it("given nothing to read (empty, emoji, signs), answers the bias alone", () => {
    for (const text of ["", "🙂🙂", " ,;:. ", "\u0000"]) expect(logits(text)).toEqual(classifier.bias)
  })

  it("given messages read one after the other, reads each as if alone", () => {
    const first = readFeatures(classifier, "ho la corda")
    readFeatures(classifier, "stasera la corda e la sedia")
    expect(readFeatures(classifier, "ho la corda")).toEqual(first)
  })
})

describe("readFeaturesAfter", () => {
  const joined = (earlier: string, text: string) => readFeatures(classifier, `${earlier}\n${text}`)

  it("given the text read just before, reads on from it as if the two were one text, a line apart", () => {
    for (const [earlier, text] of [
      ["ho comprato una corda", "stasera la uso"],
      ["corda", "corda"],
      ["", "corda"],
      ["a - b", "c -- d"],
    ] as const) {
      readFeatures(classifier, earlier)
      expect(readFeaturesAfter(classifier, earlier, text)).toEqual(joined(earlier, text))
    }
  })

  it("given a dash that would join the two across the line break, reads them as one text", () => {
    for (const [earlier, text] of [
      ["ho una corda -", " stasera"],
      ["ho una corda", "— stasera"],
    ] as const) {
      readFeatures(classifier, earlier)
      expect(readFeaturesAfter(classifier, earlier, text)).toEqual(joined(earlier, text))
    }
  })

  it("given another text read in between, or a different text before, reads them as one text", () => {
    readFeatures(classifier, "ho una corda")
    readFeatures(classifier, "stasera")
    expect(readFeaturesAfter(classifier, "ho una corda", "stasera")).toEqual(
      joined("ho una corda", "stasera"),
    )
    readFeatures(classifier, "ho una corda")
    expect(readFeaturesAfter(classifier, "ho due corde", "stasera")).toEqual(
      joined("ho due corde", "stasera"),
    )
  })
})
