import { describe, expect, it } from "vitest"
import { CLASSES } from "../../domain/safety/risk-classifier.ts"
import { EMPTY_LEXICON } from "../../domain/safety/italian-words.ts"
import type { CorpusMessage } from "./corpus.ts"
import { classLogits } from "./feature-names.ts"
import {
  DEFAULT_CLASSIFIER_OPTIONS,
  naiveBayesScales,
  trainClassifier,
  type Featurised,
} from "./train-classifier.ts"

const sample = (label: number, ...features: number[]) => ({ label, features: Int32Array.from(features) })

const message = (category: CorpusMessage["category"], features: ReadonlyArray<string>): Featurised => ({
  message: { id: "", text: "", label: category === "none" ? "none" : "crisis", category, kind: "" },
  features,
})

describe("naiveBayesScales", () => {
  it("given a feature only one class has, and one every class has alike, scales the first far above the second", () => {
    // feature 0: only in suicide messages; feature 1: in every message of every class
    const samples = CLASSES.flatMap((_, k) =>
      Array.from({ length: 4 }, () => (k === 1 ? sample(k, 0, 1) : sample(k, 1))),
    )
    const [telling, shared] = naiveBayesScales(samples, 2, 1)
    expect(telling).toBeCloseTo(Math.log(9), 5) // (4+1)/10 of what suicide has, against (0+1)/18 of the rest's
    expect(telling).toBeGreaterThan(3 * (shared as number))
  })
})

describe("trainClassifier with naive-Bayes scaling", () => {
  const training = [
    ...Array.from({ length: 6 }, (_, i) => message("suicide", ["w:ponte", "w:stasera", `w:a${i}`])),
    ...Array.from({ length: 6 }, (_, i) => message("none", ["w:stasera", "w:cinema", `w:b${i}`])),
    ...(["self_harm", "harm_to_others", "abuse"] as const).flatMap((category) =>
      Array.from({ length: 6 }, () => message(category, [`w:${category}`, "w:stasera"])),
    ),
  ]
  const options = { ...DEFAULT_CLASSIFIER_OPTIONS, nbSmoothing: 1 }

  it("folds the scales into the stored weights: the runtime's plain sum reads each training message rightly", () => {
    const classifier = trainClassifier(training, EMPTY_LEXICON, options)
    for (const { message: m, features } of training) {
      const z = classLogits(classifier, features)
      expect(CLASSES[z.indexOf(Math.max(...z))]).toBe(m.category)
    }
  })

  it("is deterministic, and leans on the telling feature rather than the shared one", () => {
    const first = trainClassifier(training, EMPTY_LEXICON, options)
    expect(trainClassifier(training, EMPTY_LEXICON, options).weights).toEqual(first.weights)
    const size = (feature: string) => Math.max(...(first.weights.get(feature) ?? [0]).map(Math.abs))
    expect(size("w:ponte")).toBeGreaterThan(size("w:stasera"))
  })
})
