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
  /**
   * Naive-Bayes scaling (NBSVM, Wang & Manning 2012) with this smoothing count; off when absent: each feature is
   * fitted at its largest one-class-against-the-rest log-count ratio, so the L2 penalty leans on the features
   * that tell the classes apart. The scale is folded into the stored weights: the runtime reads them unchanged.
   */
  readonly nbSmoothing?: number
}

export const DEFAULT_CLASSIFIER_OPTIONS: ClassifierOptions = {
  minCount: 2,
  l2: 1e-6,
  iterations: 150,
  step: 0.01,
  minWeight: 0.01,
  maxFeatures: 100_000,
  balanced: true,
  lengthPower: 0.5,
  nbSmoothing: 1,
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

/**
 * Each feature's naive-Bayes scale: over the classes, the largest |log((p_k(f) / |p_k|) / (q_k(f) / |q_k|))|, where
 * p_k counts the messages of class k that have the feature and q_k the others', both smoothed by `alpha`.
 */
export const naiveBayesScales = (
  samples: ReadonlyArray<{ readonly features: Int32Array; readonly label: number }>,
  size: number,
  alpha: number,
): Float64Array => {
  const counts = CLASSES.map(() => new Float64Array(size))
  const all = new Float64Array(size)
  for (const { features, label } of samples)
    for (const f of features) {
      ;(counts[label] as Float64Array)[f]! += 1
      all[f]! += 1
    }
  const raw = (a: Float64Array) => a.reduce((sum, v) => sum + v, 0)
  const allRaw = raw(all)
  const scales = new Float64Array(size)
  for (const class_ of counts) {
    const classRaw = raw(class_)
    const p = classRaw + size * alpha
    const q = allRaw - classRaw + size * alpha
    for (let f = 0; f < size; f++) {
      const ratio = Math.abs(Math.log((class_[f]! + alpha) / p / ((all[f]! - class_[f]! + alpha) / q)))
      scales[f] = Math.max(scales[f]!, ratio)
    }
  }
  return scales
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
  const scales =
    options.nbSmoothing === undefined
      ? undefined
      : naiveBayesScales(samples, vocabulary.length, options.nbSmoothing)
  const scaled = scales
    ? samples.map((s) => ({ ...s, values: s.values.map((v, i) => v * scales[s.features[i]!]!) }))
    : samples
  const model = fitSoftmax(
    scaled,
    { classes: CLASSES.length, features: vocabulary.length },
    { l2: options.l2, iterations: options.iterations },
  )
  const round = (v: number) => Math.round(v / options.step) * options.step
  const kept = vocabulary
    .map((feature, f) => ({
      feature,
      w: CLASSES.map((_, k) => round((model.weights[f * CLASSES.length + k] as number) * (scales?.[f] ?? 1))),
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
