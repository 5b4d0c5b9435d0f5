/** Trains the risk classifier (domain/safety/risk-classifier.ts) from corpus messages: vocabulary, fit, pruning. */
import { CLASSES, familyOf, featureValue, type RiskClassifier } from "../../domain/safety/risk-classifier.ts"
import type { ItalianLexicon } from "../../domain/safety/italian-words.ts"
import { featuresOf } from "./feature-names.ts"
import type { CorpusMessage } from "./corpus.ts"
import { fitSoftmax, type Sample } from "./logistic.ts"

export interface ClassifierOptions {
  /** A feature enters the vocabulary when at least this many training messages have it. */
  readonly minCount: number
  readonly l2: number
  readonly iterations: number
  /** Weights are rounded to this step; a feature whose weights are all below `minWeight` is dropped. */
  readonly step: number
  readonly minWeight: number
  /** Only the features with the largest weights are kept (ties by name), so the model file stays small. */
  readonly maxFeatures: number
  /** Each class weighs as much as the others in the loss, however many messages it has. */
  readonly balanced: boolean
  /** See RiskClassifier.lengthPower. */
  readonly lengthPower: number
  /** Which feature families to use (prefixes of risk-features.ts); all when absent. */
  readonly families?: ReadonlyArray<string>
}

export const DEFAULT_CLASSIFIER_OPTIONS: ClassifierOptions = {
  minCount: 2,
  l2: 1e-5,
  iterations: 150,
  step: 0.01,
  minWeight: 0.01,
  maxFeatures: 40_000,
  balanced: true,
  lengthPower: 0.5,
}

export interface Featurised {
  readonly message: CorpusMessage
  readonly features: ReadonlyArray<string>
}

export const featurise = (
  messages: ReadonlyArray<CorpusMessage>,
  lexicon: ItalianLexicon,
  families?: ReadonlyArray<string>,
): ReadonlyArray<Featurised> =>
  messages.map((message) => {
    const all = featuresOf(message.text, lexicon)
    const features = families ? all.filter((f) => families.includes(familyOf(f))) : all
    return { message, features }
  })

const classOf = (message: CorpusMessage) => CLASSES.indexOf(message.category)

/** Vocabulary in first-seen order over the corpus order: deterministic, independent of Map or Set internals. */
const vocabularyOf = (training: ReadonlyArray<Featurised>, minCount: number): ReadonlyArray<string> => {
  const counts = new Map<string, number>()
  for (const { features } of training) for (const f of features) counts.set(f, (counts.get(f) ?? 0) + 1)
  return [...counts].filter(([, count]) => count >= minCount).map(([feature]) => feature)
}

export const trainClassifier = (
  training: ReadonlyArray<Featurised>,
  lexicon: ItalianLexicon,
  options: ClassifierOptions,
): RiskClassifier => {
  const vocabulary = vocabularyOf(training, options.minCount)
  const index = new Map(vocabulary.map((feature, i) => [feature, i]))
  const perClass = CLASSES.map((_, k) => training.filter((t) => classOf(t.message) === k).length)
  const samples: Array<Sample> = training.map(({ message, features }) => {
    const label = classOf(message)
    const known = features.filter((f) => index.has(f))
    const value = featureValue(features.length, options.lengthPower)
    return {
      features: Int32Array.from(known, (f) => index.get(f) as number),
      values: new Float64Array(known.length).fill(value),
      label,
      weight: options.balanced ? training.length / (CLASSES.length * (perClass[label] as number)) : 1,
    }
  })
  const model = fitSoftmax(
    samples,
    { classes: CLASSES.length, features: vocabulary.length },
    { l2: options.l2, iterations: options.iterations },
  )
  const round = (v: number) => Math.round(v / options.step) * options.step
  const kept = vocabulary
    .map((feature, f) => ({
      feature,
      w: CLASSES.map((_, k) => round(model.weights[f * CLASSES.length + k] as number)),
    }))
    .map((entry) => ({ ...entry, size: Math.max(...entry.w.map(Math.abs)) }))
    .filter((entry) => entry.size >= options.minWeight)
    .sort((a, b) => b.size - a.size || (a.feature < b.feature ? -1 : a.feature > b.feature ? 1 : 0))
    .slice(0, options.maxFeatures)
    .sort((a, b) => (a.feature < b.feature ? -1 : a.feature > b.feature ? 1 : 0))
  const weights = new Map<string, ReadonlyArray<number>>(kept.map((entry) => [entry.feature, entry.w]))
  return {
    weights,
    bias: [...model.bias].map(round),
    lengthPower: options.lengthPower,
    lexicon,
  }
}
