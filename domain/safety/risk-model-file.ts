import type { RiskClassifier } from "./risk-classifier.ts"

/**
 * The committed model (risk-model.json), written by `npm run safety:train` (test/safety/train.ts): the
 * classifier's weights as integers times `scale`, the Hunspell lexicon cut to the stems the model weighs, how
 * the layers combine and the thresholds, all chosen by cross-validation on the training part of the corpus.
 * Tables are tab- and newline-separated text inside single strings, so the file stays small and diffable.
 */
export interface RiskModelFile {
  readonly about: string
  readonly scale: number
  readonly bias: ReadonlyArray<number>
  readonly lengthPower: number
  /** One line per feature: `name \t w_none w_suicide w_self_harm w_harm_to_others w_abuse`. */
  readonly weights: string
  /** One line per form: `form \t stem`. */
  readonly lexiconStems: string
  /** Space-separated. */
  readonly lexiconInfinitives: string
  readonly combination: RiskCombination
}

/**
 * Layers combined: score = classifier × crisisLogit + rules × (a rule fired) + bias. "high" from `high`,
 * "possible" from `possible`; the classifier alone uses `classifierHigh` and `classifierPossible` on its logit.
 * A rule for an explicit method or a plan with a time always makes it "high". The conversation reads the
 * message with the `contextTurns` user turns before it.
 */
export interface RiskCombination {
  readonly classifier: number
  readonly rules: number
  readonly bias: number
  readonly high: number
  readonly possible: number
  /** A must-not-miss rule raises the card once the score reaches this (null: always); chosen by cross-validation. */
  readonly mustNotMissFloor: number | null
  readonly classifierHigh: number
  readonly classifierPossible: number
  readonly contextTurns: number
}

const lines = (table: string) => (table === "" ? [] : table.split("\n"))

export const decodeClassifier = (file: RiskModelFile): RiskClassifier => {
  const weights = new Map<string, ReadonlyArray<number>>()
  for (const line of lines(file.weights)) {
    const tab = line.indexOf("\t")
    weights.set(
      line.slice(0, tab),
      line
        .slice(tab + 1)
        .split(" ")
        .map((w) => Number(w) * file.scale),
    )
  }
  const stems = new Map<string, string>()
  for (const line of lines(file.lexiconStems)) {
    const [form = "", stem = ""] = line.split("\t")
    stems.set(form, stem)
  }
  return {
    weights,
    bias: file.bias.map((b) => b * file.scale),
    lengthPower: file.lengthPower,
    lexicon: { stems, infinitives: new Set(file.lexiconInfinitives.split(" ").filter((v) => v !== "")) },
  }
}

export const encodeWeights = (classifier: RiskClassifier, scale: number) => ({
  bias: classifier.bias.map((b) => Math.round(b / scale)),
  weights: [...classifier.weights]
    .map(([feature, w]) => `${feature}\t${w.map((v) => Math.round(v / scale)).join(" ")}`)
    .join("\n"),
})
