import { GramSet, PairSet } from "./integer-sets.ts"
import { wordText } from "./italian-words.ts"
import { featureValue, NEGATION_REACH, type WeightedFeatures } from "./risk-feature-set.ts"
import { CLASS_NAMES } from "./risk-lexicon.ts"
import { vocabularyOf, type GramTable } from "./risk-vocabulary.ts"
import {
  CLASSES,
  ENDS_NEGATION,
  GRAM_COUNT,
  GRAMS_AT,
  HASH_START,
  hashOn,
  NEGATED_FEATURE,
  NEGATED_SEEN,
  NEGATES,
  NEGATION,
  OWN_FEATURE,
  PAIR_NUMBER,
  SEEN,
  STEM,
  STEM_COUNT,
  STEM_FEATURE,
  STEM_PAIR_NUMBER,
  STEM_SEEN,
  STEMS_AT,
  WORD,
  wordStoreOf,
  type WordStore,
} from "./risk-words.ts"

export { featureValue, type WeightedFeatures } from "./risk-feature-set.ts"

/**
 * The classifier's features of a message (risk-feature-set.ts) scored on the send path without naming them, as
 * training names them (test/safety/feature-names.ts): the message is walked against the model's vocabulary
 * (risk-vocabulary.ts, lookup tables compiled once), each distinct word worked out once and kept (risk-words.ts),
 * the distinct features counted with integer sets and marks, and the weights of those the model knows summed.
 * The same scores, but for the order of the sum (within 1e-13; test/safety/assessment-equivalence.unit.test.ts).
 */
export interface FeatureScores {
  /** The class scores (the bias, plus each known feature's weights times its value). */
  readonly logits: ReadonlyArray<number>
  /** The word classes of risk-lexicon.ts the text has. */
  readonly classes: ReadonlySet<string>
}

// The message being read (reading is synchronous: one message at a time).
/** Its number in its store's count (WordStore.messages): what the marks of words and stems compare with. */
let message = 0
const unknownGrams = new GramSet()
const wordPairsSeen = new PairSet()
const stemPairsSeen = new PairSet()
/** The indexes of the features the model knows (the first `knownCount`). */
let known = new Int32Array(1 << 14)
let knownCount = 0
/** How many distinct features the message has, known or not. */
let count = 0
/** Word classes present (bits). */
let present = 0

/** A feature met for the first time in the message: counted, and kept when the model weighs it (≥ 0). */
const counted = (feature: number) => {
  count++
  if (feature < 0) return
  if (knownCount === known.length) {
    const longer = new Int32Array(known.length * 2)
    longer.set(known)
    known = longer
  }
  known[knownCount++] = feature
}

/** A letter n-gram met (its slot, or minus its number when the model does not weigh it): counted if new. */
const gramMet = (table: GramTable, gram: number) => {
  if (gram >= 0) {
    const { met } = table
    const bit = 1 << (gram & 31)
    const word = met[gram >>> 5] as number
    if ((word & bit) === 0) {
      met[gram >>> 5] = word | bit
      counted(table.features[gram] as number)
    }
  } else if (unknownGrams.add(-gram)) counted(-1)
}

const NEW_LINE = 10
const SPACE_CODE = 32

/** Starts a new message: nothing met yet. */
const begin = (store: WordStore) => {
  message = store.nextMessage()
  store.vocabulary.grams.met.fill(0)
  unknownGrams.clear()
  wordPairsSeen.clear()
  stemPairsSeen.clear()
  knownCount = 0
  count = 0
  present = 0
}

/**
 * Reads a normalised text (wordText) into the message: the sentences of sentencesOf, as they are cut: words, and
 * the clause breaks (, :) and sentence ends (. ! ? ; new line, and the end of the text) that end pairs and negation.
 */
const scan = (store: WordStore, normalised: string) => {
  const { grams: table, wordPairs, stemPairs } = store.vocabulary
  const end = normalised.length
  let previousWord = -1
  let previousWordPair = -1
  let previousStem = -1
  let previousStemPair = -1
  let negated = 0
  let start = -1
  let hash = HASH_START
  for (let i = 0; i <= end; i++) {
    const code = i < end ? normalised.charCodeAt(i) : NEW_LINE
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
      if (start < 0) {
        start = i
        hash = HASH_START
      }
      hash = hashOn(hash, code)
      continue
    }
    if (start >= 0) {
      const word = store.wordOf(normalised, start, i, hash)
      start = -1
      const { words, stems, wordStems, grams } = store
      const at = word * WORD
      const stemsAt = words[at + STEMS_AT] as number
      const stemsEnd = stemsAt + (words[at + STEM_COUNT] as number)
      if (words[at + SEEN] !== message) {
        words[at + SEEN] = message
        present |= words[at + CLASSES] as number
        counted(words[at + OWN_FEATURE] as number)
        for (let s = stemsAt; s < stemsEnd; s++) {
          const stemAt = (wordStems[s] as number) * STEM
          if (stems[stemAt + STEM_SEEN] !== message) {
            stems[stemAt + STEM_SEEN] = message
            counted(stems[stemAt + STEM_FEATURE] as number)
          }
        }
        const gramsEnd = (words[at + GRAMS_AT] as number) + (words[at + GRAM_COUNT] as number)
        for (let g = words[at + GRAMS_AT] as number; g < gramsEnd; g++) gramMet(table, grams[g] as number)
      }
      const pairNumber = words[at + PAIR_NUMBER] as number
      if (previousWord >= 0 && wordPairsSeen.add(previousWord, word))
        counted(wordPairs.featureOf(previousWordPair, pairNumber))
      previousWord = word
      previousWordPair = pairNumber
      for (let s = stemsAt; s < stemsEnd; s++) {
        const stem = wordStems[s] as number
        const stemPair = stems[stem * STEM + STEM_PAIR_NUMBER] as number
        if (previousStem >= 0 && stemPairsSeen.add(previousStem, stem))
          counted(stemPairs.featureOf(previousStemPair, stemPair))
        previousStem = stem
        previousStemPair = stemPair
      }
      const negation = words[at + NEGATION] as number
      if (negation === NEGATES) negated = NEGATION_REACH
      else if (negation === ENDS_NEGATION) negated = 0
      else if (negated > 0) {
        negated--
        const stemAt = (wordStems[stemsAt] as number) * STEM
        if (stems[stemAt + NEGATED_SEEN] !== message) {
          stems[stemAt + NEGATED_SEEN] = message
          counted(stems[stemAt + NEGATED_FEATURE] as number)
        }
      }
    }
    if (code === SPACE_CODE) continue
    // a clause break (or a sentence end) ends pairs and negation
    previousWord = previousStem = -1
    negated = 0
  }
}

const SORTED_CLASSES: ReadonlyArray<number> = CLASS_NAMES.map((_, bit) => bit).sort((a, b) =>
  (CLASS_NAMES[a] as string) < (CLASS_NAMES[b] as string) ? -1 : 1,
)

/** The scores of the message read so far; it can still go on (the word classes' features are not counted in). */
const scores = (store: WordStore): FeatureScores => {
  const { classifier, weights, units, unit, classes: classFeatures, classPairs } = store.vocabulary
  const classes = new Set<string>()
  const extra: Array<number> = []
  const sorted = SORTED_CLASSES.filter((bit) => (present & (1 << bit)) !== 0)
  let total = count
  for (let i = 0; i < sorted.length; i++) {
    const bit = sorted[i] as number
    classes.add(CLASS_NAMES[bit] as string)
    total++
    extra.push(classFeatures[bit] as number)
    for (let j = i + 1; j < sorted.length; j++) {
      total++
      extra.push(classPairs[bit * CLASS_NAMES.length + (sorted[j] as number)] as number)
    }
  }
  const logits = [...classifier.bias]
  if (total === 0) return { logits, classes }
  const sums =
    units === undefined ? sumsOf(weights, logits.length, extra) : sumsOf(units, logits.length, extra)
  const value = featureValue(total, classifier.lengthPower) * (units === undefined ? 1 : unit)
  for (let k = 0; k < logits.length; k++) logits[k] = (logits[k] as number) + (sums[k] as number) * value
  return { logits, classes }
}

/** The weights of the known features and of `extra`, summed by class. */
const sumsOf = (weights: Float64Array | Int16Array, classCount: number, extra: ReadonlyArray<number>) => {
  const sums = new Float64Array(classCount)
  const add = (feature: number) => {
    if (feature < 0) return
    for (let k = 0; k < classCount; k++)
      sums[k] = (sums[k] as number) + (weights[feature * classCount + k] as number)
  }
  for (let f = 0; f < knownCount; f++) add(known[f] as number)
  for (const feature of extra) add(feature)
  return sums
}

/** What the classifier's first read would build (its lookup tables and word store), built now; reads answer the same. */
export const prepareReading = (classifier: WeightedFeatures): void =>
  void wordStoreOf(vocabularyOf(classifier))

/** The last text read, and the count of all reads, so readFeaturesAfter knows whether it can go on from it. */
let lastRead: { readonly store: WordStore; readonly text: string; readonly reads: number } | undefined
let reads = 0

/** The class scores of one text and the word classes it has: what naming its features and summing their weights gives. */
export const readFeatures = (classifier: WeightedFeatures, text: string): FeatureScores => {
  const store = wordStoreOf(vocabularyOf(classifier))
  begin(store)
  scan(store, wordText(text))
  lastRead = { store, text, reads: ++reads }
  return scores(store)
}

/** A dash run between spaces (a comma for the words) that would take in the line break between two texts. */
const dashAcross = (before: string, after: string) => /\s[-–—]+$/.test(before) || /^[-–—]+\s/.test(after)

/**
 * What readFeatures(`${earlier}\n${text}`) gives. Just after reading `earlier`, the line break keeps the two
 * apart (it ends a sentence, and normalisation works within lines), so only `text` is read, on from `earlier`.
 */
export const readFeaturesAfter = (
  classifier: WeightedFeatures,
  earlier: string,
  text: string,
): FeatureScores => {
  const store = wordStoreOf(vocabularyOf(classifier))
  const goesOn =
    lastRead !== undefined &&
    lastRead.reads === reads &&
    lastRead.store === store &&
    lastRead.text === earlier &&
    !dashAcross(earlier.replace(/\+/g, " più "), text.replace(/\+/g, " più "))
  if (!goesOn) return readFeatures(classifier, `${earlier}\n${text}`)
  scan(store, wordText(text))
  lastRead = undefined
  return scores(store)
}
