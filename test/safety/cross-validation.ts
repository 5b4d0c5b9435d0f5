/** k-fold cross-validation on the training part: every message scored by a model that never saw it. */
import { classLogits, CLASSES } from "../../domain/safety/risk-classifier.ts"
import type { ItalianLexicon } from "../../domain/safety/italian-words.ts"
import type { CorpusMessage } from "./corpus.ts"
import { trainClassifier, type ClassifierOptions, type Featurised } from "./train-classifier.ts"

/** Folds stratified by category: within each category, in corpus order, message i goes to fold i mod k. */
export const foldsOf = (messages: ReadonlyArray<CorpusMessage>, k: number): ReadonlyArray<number> => {
  const seen = new Map<string, number>()
  return messages.map((m) => {
    const n = seen.get(m.category) ?? 0
    seen.set(m.category, n + 1)
    return n % k
  })
}

/** The class scores of every message, out of fold, in corpus order. */
export const outOfFoldLogits = (
  data: ReadonlyArray<Featurised>,
  lexicon: ItalianLexicon,
  options: ClassifierOptions,
  k: number,
  /** Trains every fold and is never scored. */
  extra: ReadonlyArray<Featurised> = [],
): ReadonlyArray<ReadonlyArray<number>> => {
  const folds = foldsOf(
    data.map((d) => d.message),
    k,
  )
  const result: Array<ReadonlyArray<number>> = data.map(() => [])
  for (let fold = 0; fold < k; fold++) {
    const classifier = trainClassifier(
      [...data.filter((_, i) => folds[i] !== fold), ...extra],
      lexicon,
      options,
    )
    data.forEach((d, i) => {
      if (folds[i] === fold) result[i] = classLogits(classifier, d.features)
    })
  }
  return result
}

export { CLASSES }
