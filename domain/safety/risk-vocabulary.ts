import { GOLDEN, pairSlot } from "./integer-sets.ts"
import { LONGEST_GRAM, SHORTEST_GRAM, type WeightedFeatures } from "./risk-feature-set.ts"
import { CLASS_NAMES } from "./risk-lexicon.ts"

/**
 * A model's features as lookup tables, compiled once when it first scores (risk-features.ts): words, stems and
 * negated stems by their text, pairs of words and of stems by the numbers of their two sides, letter n-grams by a
 * number, word classes and their pairs by bit; each gives the feature's index in `weights`.
 */
export interface Vocabulary {
  readonly classifier: WeightedFeatures
  /** The weights of feature i at i × classes, side by side (the same numbers as the classifier's). */
  readonly weights: Float64Array
  /**
   * The same weights as whole multiples of `unit`, when they all are and fit 16 bits (a trained model's are:
   * its file keeps them so): a quarter of the memory to read, summed exactly.
   */
  readonly units: Int16Array | undefined
  readonly unit: number
  readonly words: ReadonlyMap<string, number>
  readonly stems: ReadonlyMap<string, number>
  readonly negated: ReadonlyMap<string, number>
  readonly wordPairs: PairTable
  readonly stemPairs: PairTable
  readonly grams: GramTable
  /** g: by class bit, g2: by bit × CLASS_NAMES.length + bit (-1: not in the model). */
  readonly classes: Int32Array
  readonly classPairs: Int32Array
}

// Letters of folded words as digits 1-37 (0: not one of them), so an n-gram of up to five is a base-38 number.
export const SPACE = 1
export const BASE = 38
export const LETTER = new Uint8Array(128)
LETTER[32] = SPACE
for (let c = 97; c <= 122; c++) LETTER[c] = c - 95
for (let c = 48; c <= 57; c++) LETTER[c] = c - 20

/** The number of one n-gram's text, or -1 when it holds a sign a folded word cannot (it is never met). */
const gramNumber = (gram: string): number => {
  let code = 0
  for (let i = 0; i < gram.length; i++) {
    const digit = LETTER[gram.charCodeAt(i)] ?? 0
    if (digit === 0) return -1
    code = code * BASE + digit
  }
  return code
}

/**
 * The pairs of words (or stems) the model weighs: each word of a pair has a number, a pair is looked up by its two
 * numbers (open addressing), and a word in no pair has none, so the pairs it makes are not looked up.
 */
export class PairTable {
  /** Each word's number. */
  readonly numbers = new Map<string, number>()
  private readonly pairs = new Map<string, number>()
  private firsts = new Int32Array(0)
  private seconds = new Int32Array(0)
  private features = new Int32Array(0)

  /** "a b" is the pair (a, b); were a side to hold a space, every space is tried as the one between them. */
  add(name: string, feature: number) {
    for (let space = name.indexOf(" "); space >= 0; space = name.indexOf(" ", space + 1))
      this.pairs.set(
        `${this.numberOf(name.slice(0, space))} ${this.numberOf(name.slice(space + 1))}`,
        feature,
      )
  }

  private numberOf(word: string): number {
    let number = this.numbers.get(word)
    if (number === undefined) this.numbers.set(word, (number = this.numbers.size))
    return number
  }

  /** Lays the pairs out in their table, once all are added. */
  build(): this {
    let size = 16
    while (size < this.pairs.size * 2) size *= 2
    this.firsts = new Int32Array(size).fill(-1)
    this.seconds = new Int32Array(size)
    this.features = new Int32Array(size)
    for (const [pair, feature] of this.pairs) {
      const [first, second] = pair.split(" ").map(Number) as [number, number]
      let slot = pairSlot(first, second, size - 1)
      while (this.firsts[slot] !== -1) slot = (slot + 1) & (size - 1)
      this.firsts[slot] = first
      this.seconds[slot] = second
      this.features[slot] = feature
    }
    return this
  }

  /** The feature of the pair of words numbered `first` and `second`, -1 when the model does not weigh it. */
  featureOf(first: number, second: number): number {
    if (first < 0 || second < 0) return -1
    const { firsts, seconds } = this
    const mask = firsts.length - 1
    for (let slot = pairSlot(first, second, mask); ; slot = (slot + 1) & mask) {
      const at = firsts[slot] as number
      if (at === first && seconds[slot] === second) return this.features[slot] as number
      if (at === -1) return -1
    }
  }
}

/**
 * The model's letter n-grams (by gramNumber, a positive int32) by open addressing, built once, and which of them
 * the message being read has met (one bit each: a small table, cleared for each message).
 */
export class GramTable {
  /** The n-gram in each slot (0: empty), and its feature. */
  private readonly keys: Int32Array
  readonly features: Int32Array
  /** Bit s: the n-gram in slot s was met in this message. */
  readonly met: Uint32Array
  private readonly shift: number
  private readonly mask: number

  constructor(entries: ReadonlyMap<number, number>) {
    let bits = 5
    while (1 << bits < entries.size * 2) bits++
    this.keys = new Int32Array(1 << bits)
    this.features = new Int32Array(1 << bits)
    this.met = new Uint32Array(1 << (bits - 5))
    this.shift = 32 - bits
    this.mask = (1 << bits) - 1
    for (const [gram, feature] of entries) {
      let slot = Math.imul(gram, GOLDEN) >>> this.shift
      while (this.keys[slot] !== 0) slot = (slot + 1) & this.mask
      this.keys[slot] = gram
      this.features[slot] = feature
    }
  }

  /** The n-gram's slot, -1 when the model does not weigh it. */
  slotOf(gram: number): number {
    const { keys, mask } = this
    for (let slot = Math.imul(gram, GOLDEN) >>> this.shift; ; slot = (slot + 1) & mask) {
      const key = keys[slot] as number
      if (key === gram) return slot
      if (key === 0) return -1
    }
  }
}

/** The largest unit (1, 0.1, 0.01…) of which every weight is a whole multiple below 2^15, if any. */
const unitOf = (weights: Float64Array): number | undefined =>
  [1, 0.1, 0.01, 0.001, 0.0001].find((unit) =>
    weights.every((w) => Math.abs(Math.round(w / unit)) < 2 ** 15 && Math.round(w / unit) * unit === w),
  )

const compile = (classifier: WeightedFeatures): Vocabulary => {
  const classCount = classifier.bias.length
  const weights = new Float64Array(classifier.weights.size * classCount)
  const words = new Map<string, number>()
  const stems = new Map<string, number>()
  const negated = new Map<string, number>()
  const wordPairs = new PairTable()
  const stemPairs = new PairTable()
  const grams = new Map<number, number>()
  const classes = new Int32Array(CLASS_NAMES.length).fill(-1)
  const classPairs = new Int32Array(CLASS_NAMES.length * CLASS_NAMES.length).fill(-1)
  let index = -1
  for (const [name, w] of classifier.weights) {
    index++
    for (let k = 0; k < classCount; k++) weights[index * classCount + k] = w[k] as number
    const colon = name.indexOf(":")
    const rest = name.slice(colon + 1)
    switch (colon < 0 ? "" : name.slice(0, colon)) {
      case "w":
        words.set(rest, index)
        break
      case "s":
        stems.set(rest, index)
        break
      case "n":
        negated.set(rest, index)
        break
      case "w2":
        wordPairs.add(rest, index)
        break
      case "s2":
        stemPairs.add(rest, index)
        break
      case "x": {
        const code = gramNumber(rest)
        if (code > 0 && rest.length >= SHORTEST_GRAM && rest.length <= LONGEST_GRAM) grams.set(code, index)
        break
      }
      case "g": {
        const bit = CLASS_NAMES.indexOf(rest)
        if (bit >= 0) classes[bit] = index
        break
      }
      case "g2": {
        const plus = rest.indexOf("+")
        const first = CLASS_NAMES.indexOf(rest.slice(0, plus))
        const second = CLASS_NAMES.indexOf(rest.slice(plus + 1))
        if (plus >= 0 && first >= 0 && second >= 0) classPairs[first * CLASS_NAMES.length + second] = index
        break
      }
    }
  }
  const unit = unitOf(weights)
  return {
    classifier,
    weights,
    units: unit === undefined ? undefined : Int16Array.from(weights, (w) => Math.round(w / unit)),
    unit: unit ?? 1,
    words,
    stems,
    negated,
    wordPairs: wordPairs.build(),
    stemPairs: stemPairs.build(),
    grams: new GramTable(grams),
    classes,
    classPairs,
  }
}

const vocabularies = new WeakMap<WeightedFeatures, Vocabulary>()

/** Whether the classifier's tables are compiled yet (its first score, or warming the model, compiles them). */
export const vocabularyCompiled = (classifier: WeightedFeatures): boolean => vocabularies.has(classifier)

/** Built once per model, the first time it scores. */
export const vocabularyOf = (classifier: WeightedFeatures): Vocabulary => {
  let vocabulary = vocabularies.get(classifier)
  if (vocabulary === undefined) vocabularies.set(classifier, (vocabulary = compile(classifier)))
  return vocabulary
}
