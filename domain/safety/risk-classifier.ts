import type { CrisisCategory } from "./crisis-pattern.ts"
import type { ItalianLexicon } from "./italian-words.ts"
import { readFeatures } from "./risk-features.ts"

export { featureValue } from "./risk-features.ts"

/**
 * The statistical layer: a softmax (multinomial logistic) regression over the message's features
 * (risk-features.ts), trained on the training part of the safety corpus by `npm run safety:train`
 * (test/safety/train.ts). Binary features, scaled by one over the square root of how many the message has; each
 * stored weight already carries its feature's naive-Bayes scale from training (NBSVM), so reading is a plain sum.
 */
export const CLASSES = ["none", "suicide", "self_harm", "harm_to_others", "abuse"] as const
export type RiskClass = (typeof CLASSES)[number]

export interface RiskClassifier {
  /** Per feature, one weight per class in CLASSES order. */
  readonly weights: ReadonlyMap<string, ReadonlyArray<number>>
  readonly bias: ReadonlyArray<number>
  /** Each feature is worth count^-lengthPower, count being how many the message has (0.5: unit length). */
  readonly lengthPower: number
  readonly lexicon: ItalianLexicon
}

export interface ClassifierReading {
  /** log(P(any crisis) / P(none)): above 0 the model leans to crisis. */
  readonly crisisLogit: number
  /** The crisis categories, most likely first, with their probability given a crisis. */
  readonly categories: ReadonlyArray<{ readonly category: CrisisCategory; readonly probability: number }>
}

const logSumExp = (values: ReadonlyArray<number>) => {
  const max = Math.max(...values)
  return max + Math.log(values.reduce((sum, v) => sum + Math.exp(v - max), 0))
}

export const familyOf = (feature: string) => feature.slice(0, feature.indexOf(":"))

/**
 * Two classes the stored (integer) weights score alike are a tie, whatever order a sum took: compared at 12
 * digits, a tie keeps CLASSES order, so every way of reading a text names its categories in the same order.
 */
const tieKey = (probability: number) => Math.round(probability * 1e12)

export const readingOf = (z: ReadonlyArray<number>): ClassifierReading => {
  const crisis = z.slice(1)
  const crisisLogit = logSumExp(crisis) - (z[0] as number)
  const norm = logSumExp(crisis)
  const categories = crisis
    .map((v, i) => ({ category: CLASSES[i + 1] as CrisisCategory, probability: Math.exp(v - norm) }))
    .sort((a, b) => tieKey(b.probability) - tieKey(a.probability))
  return { crisisLogit, categories }
}

export const classify = (classifier: RiskClassifier, text: string): ClassifierReading =>
  readingOf(readFeatures(classifier, text).logits)
