import { foldLetters } from "./italian-text.ts"
import { chatWord, splitClitics, stemOf, wordText, type ItalianLexicon } from "./italian-words.ts"
import { CLASS_NAMES, classBitsOf } from "./risk-lexicon.ts"

/**
 * The classifier's features of one message, each named by a prefix: `w:` words and `w2:` word pairs as written
 * (chat spellings expanded), `s:` stems and `s2:` stem pairs (clitics split, Hunspell-corrected stems),
 * `n:` stems said under a negation in their clause ("non penso al suicidio" gives n:suicid), and `x:` letter
 * n-grams (3 to 5) of each sentence, words folded (doubled letters squashed) and joined by one space, so
 * "ammazarmi" and "ammazzarmi" share most of them and "mi taglio" or "nn ce la faccio" are read across the
 * words, whatever the spelling of each; `g:` the word classes of risk-lexicon.ts present, and `g2:` each pair
 * of them. Each feature counts once; each is worth count^-lengthPower, count being how many distinct features
 * the message has, those the model does not know included.
 *
 * Training names every feature (test/safety/feature-names.ts). The send path does not: it walks the message
 * against the model's vocabulary, compiled once per model into lookup tables (words and stems by their text, pairs
 * and letter n-grams by numbers), counts the distinct features with integer sets and marks, works out each
 * distinct word once (its stems, folding, n-grams and pairs' numbers, kept for the next messages up to
 * WORDS_KEPT words), and sums the weights of the features the model knows: the same scores, but for the order of
 * the sum (within 1e-13; test/safety/assessment-equivalence.unit.test.ts).
 */
export const NEGATORS: ReadonlySet<string> = new Set([
  "non",
  "mai",
  "nessuno",
  "nessuna",
  "neanche",
  "nemmeno",
  "neppure",
  "niente",
  "nulla",
])
/** A negation ends at a clause break or at a word that turns the clause ("non so ma", "non dormo perché"). */
export const NEGATION_ENDS: ReadonlySet<string> = new Set([
  "ma",
  "pero",
  "perche",
  "eppure",
  "anzi",
  "invece",
  "se",
  "quando",
  "che",
])
export const NEGATION_REACH = 4

/** Past this length a "word" is a run of letters, not Italian: only its beginning is cut into n-grams. */
export const LONGEST_WORD = 40

export const SHORTEST_GRAM = 3
export const LONGEST_GRAM = 5

/** What scoring needs of a classifier (a RiskClassifier has it). */
export interface WeightedFeatures {
  /** Per feature name, one weight per class. */
  readonly weights: ReadonlyMap<string, ReadonlyArray<number>>
  readonly bias: ReadonlyArray<number>
  readonly lengthPower: number
  readonly lexicon: ItalianLexicon
}

/** Each feature is worth count^-lengthPower (0.5: the message's features have unit length). */
export const featureValue = (count: number, lengthPower: number) => (count === 0 ? 0 : count ** -lengthPower)

// Letters of folded words as digits 1-37 (0: not one of them), so an n-gram of up to five is a base-38 number.
const SPACE = 1
const BASE = 38
const LETTER = new Uint8Array(128)
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

/** The model's features as lookup tables, each giving the feature's index in `weights`; and the words it read. */
interface Vocabulary {
  readonly classifier: WeightedFeatures
  /** The weights of feature i at i × classes, side by side (the same numbers as the classifier's). */
  readonly weights: Float64Array
  readonly words: ReadonlyMap<string, number>
  readonly stems: ReadonlyMap<string, number>
  readonly negated: ReadonlyMap<string, number>
  /** w2: and s2: by the numbers of their two words (or stems). */
  readonly wordPairs: PairTable
  readonly stemPairs: PairTable
  readonly grams: GramTable
  /** g: by class bit, g2: by bit × CLASS_NAMES.length + bit (-1: not in the model). */
  readonly classes: Int32Array
  readonly classPairs: Int32Array
  /** What each word and stem read so far gives (WordReading, StemReading): a word is worked out once. */
  readonly wordReadings: Map<string, WordReading>
  readonly stemReadings: Map<string, StemReading>
  /** How many messages it has read since it last forgot them (what `seen` and GramTable.met compare with). */
  read: number
}

/**
 * The pairs of words (or stems) the model weighs: each word of a pair has a number, a pair is looked up by its two
 * numbers (open addressing), and a word in no pair has none, so the pairs it makes are not looked up.
 */
class PairTable {
  /** Each word's number. */
  readonly numbers = new Map<string, number>()
  private readonly pairs = new Map<string, number>()
  private keys = new Float64Array(0)
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
    this.keys = new Float64Array(size).fill(-1)
    this.features = new Int32Array(size)
    for (const [pair, feature] of this.pairs) {
      const [first, second] = pair.split(" ").map(Number) as [number, number]
      const key = first * PAIR + second
      let slot = slotOf(key, size - 1)
      while (this.keys[slot] !== -1) slot = (slot + 1) & (size - 1)
      this.keys[slot] = key
      this.features[slot] = feature
    }
    return this
  }

  /** The feature of the pair of words numbered `first` and `second`, -1 when the model does not weigh it. */
  featureOf(first: number, second: number): number {
    const key = first * PAIR + second
    const mask = this.keys.length - 1
    for (let slot = slotOf(key, mask); ; slot = (slot + 1) & mask) {
      const at = this.keys[slot] as number
      if (at === key) return this.features[slot] as number
      if (at === -1) return -1
    }
  }
}

/** The slot of an integer below 2^53 in a table of mask + 1 slots (its two halves mixed). */
const slotOf = (key: number, mask: number) => {
  const hash = Math.imul((key | 0) ^ Math.imul((key * 2 ** -32) | 0, 0x27d4_eb2d), GOLDEN)
  return (hash ^ (hash >>> 15)) & mask
}

const GOLDEN = 0x9e37_79b1

/** Word and stem numbers stay below this, so a pair of them is one integer below 2^52. */
const PAIR = 2 ** 26

/**
 * The model's letter n-grams (by gramNumber, a positive int32) by open addressing, built once. Each slot also
 * keeps the last message its n-gram was met in, so one probe finds the n-gram and says whether it is new.
 */
class GramTable {
  readonly features: Int32Array
  readonly met: Int32Array
  private readonly keys: Int32Array
  private readonly shift: number

  constructor(entries: ReadonlyMap<number, number>) {
    let bits = 4
    while (1 << bits < entries.size * 2) bits++
    this.keys = new Int32Array(1 << bits)
    this.features = new Int32Array(1 << bits)
    this.met = new Int32Array(1 << bits)
    this.shift = 32 - bits
    const mask = (1 << bits) - 1
    for (const [gram, feature] of entries) {
      let slot = Math.imul(gram, GOLDEN) >>> this.shift
      while (this.keys[slot] !== 0) slot = (slot + 1) & mask
      this.keys[slot] = gram
      this.features[slot] = feature
    }
  }

  /** The n-gram's slot, -1 when the model does not weigh it. */
  slotOf(gram: number): number {
    const mask = this.keys.length - 1
    for (let slot = Math.imul(gram, GOLDEN) >>> this.shift; ; slot = (slot + 1) & mask) {
      const key = this.keys[slot] as number
      if (key === gram) return slot
      if (key === 0) return -1
    }
  }
}

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
  return {
    classifier,
    weights,
    words,
    stems,
    negated,
    wordPairs: wordPairs.build(),
    stemPairs: stemPairs.build(),
    grams: new GramTable(grams),
    classes,
    classPairs,
    wordReadings: new Map(),
    stemReadings: new Map(),
    read: 0,
  }
}

const vocabularies = new WeakMap<WeightedFeatures, Vocabulary>()

/** Built once per model, the first time it scores. */
const vocabularyOf = (classifier: WeightedFeatures): Vocabulary => {
  let vocabulary = vocabularies.get(classifier)
  if (vocabulary === undefined) vocabularies.set(classifier, (vocabulary = compile(classifier)))
  return vocabulary
}

/**
 * Integers below 2^53 met in one message, by open addressing; `clear` empties the set at once by starting a new
 * generation of marks.
 */
class IntegerSet {
  private keys = new Float64Array(1 << 12)
  private marks = new Uint32Array(1 << 12)
  private generation = 1
  private size = 0

  clear() {
    this.size = 0
    if (++this.generation === 0xffff_ffff) {
      this.marks.fill(0)
      this.generation = 1
    }
  }

  /** True when the key was not in the set yet. */
  add(key: number): boolean {
    if (this.size * 2 >= this.keys.length) this.grow()
    const mask = this.keys.length - 1
    for (let slot = slotOf(key, mask); ; slot = (slot + 1) & mask) {
      if (this.marks[slot] !== this.generation) {
        this.marks[slot] = this.generation
        this.keys[slot] = key
        this.size++
        return true
      }
      if (this.keys[slot] === key) return false
    }
  }

  private grow() {
    const { keys, marks, generation } = this
    this.keys = new Float64Array(keys.length * 2)
    this.marks = new Uint32Array(keys.length * 2)
    this.generation = 1
    this.size = 0
    for (let slot = 0; slot < keys.length; slot++)
      if (marks[slot] === generation) this.add(keys[slot] as number)
  }
}

/** Positive int32s met in one message (letter n-grams the model does not weigh), like IntegerSet. */
class GramSet {
  private keys = new Int32Array(1 << 12)
  private marks = new Uint32Array(1 << 12)
  private shift = 20
  private generation = 1
  private size = 0

  clear() {
    this.size = 0
    if (++this.generation === 0xffff_ffff) {
      this.marks.fill(0)
      this.generation = 1
    }
  }

  /** True when the n-gram was not in the set yet. */
  add(gram: number): boolean {
    if (this.size * 2 >= this.keys.length) this.grow()
    const mask = this.keys.length - 1
    for (let slot = Math.imul(gram, GOLDEN) >>> this.shift; ; slot = (slot + 1) & mask) {
      if (this.marks[slot] !== this.generation) {
        this.marks[slot] = this.generation
        this.keys[slot] = gram
        this.size++
        return true
      }
      if (this.keys[slot] === gram) return false
    }
  }

  private grow() {
    const { keys, marks, generation } = this
    this.keys = new Int32Array(keys.length * 2)
    this.marks = new Uint32Array(keys.length * 2)
    this.shift--
    this.generation = 1
    this.size = 0
    for (let slot = 0; slot < keys.length; slot++)
      if (marks[slot] === generation) this.add(keys[slot] as number)
  }
}

interface StemReading {
  readonly stem: string
  readonly id: number
  readonly classes: number
  /** s: and n: of this stem, -1 when the model does not weigh it. */
  readonly feature: number
  readonly negatedFeature: number
  /** Its number in the model's stem pairs (PairTable), -1 when it is in none. */
  readonly pairNumber: number
  /** The message in which s: and n: were last counted. */
  seen: number
  negatedSeen: number
}

const NEITHER = 0
const NEGATES = 1
const ENDS_NEGATION = 2

interface WordReading {
  readonly word: string
  readonly id: number
  readonly feature: number
  /** Its number in the model's word pairs (PairTable), -1 when it is in none. */
  readonly pairNumber: number
  readonly stems: ReadonlyArray<StemReading>
  readonly classes: number
  /** The word folded, at most LONGEST_WORD letters, as LETTER digits. */
  readonly letters: ReadonlyArray<number>
  /**
   * Its letter n-grams, padded by a space either side (those across two words are cut from the line): the slot
   * in GramTable of those the model weighs, minus the gramNumber of the others.
   */
  readonly grams: ReadonlyArray<number>
  readonly negation: number
  /** The message in which its own features (w:, s:, x: inside it) were last counted. */
  seen: number
}

export interface FeatureScores {
  /** The class scores (the bias, plus each known feature's weights times its value). */
  readonly logits: ReadonlyArray<number>
  /** The word classes of risk-lexicon.ts the text has. */
  readonly classes: ReadonlySet<string>
}

/** Past this many words read, the words read so far are forgotten before the next message (memory stays small). */
const WORDS_KEPT = 20_000
/** Past this many messages (an int32), the marks of those read are wiped. */
const MOST_MESSAGES = 0x7fff_ffff

const forget = (vocabulary: Vocabulary) => {
  vocabulary.wordReadings.clear()
  vocabulary.stemReadings.clear()
  vocabulary.grams.met.fill(0)
  vocabulary.read = 0
}

// The message being read (reading is synchronous: one message at a time).
/** Its number in the vocabulary's count (Vocabulary.read). */
let message = 0
const unknownGrams = new GramSet()
const wordPairsSeen = new IntegerSet()
const stemPairsSeen = new IntegerSet()
/** The indexes of the features the model knows (the first `knownCount`). */
let known = new Int32Array(1 << 14)
let knownCount = 0
/** How many distinct features the message has, known or not. */
let count = 0
/** Its sentence's folded words as LETTER digits, joined and padded by SPACE. */
let line = new Uint8Array(1 << 12)

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
    if (table.met[gram] !== message) {
      table.met[gram] = message
      counted(table.features[gram] as number)
    }
  } else if (unknownGrams.add(-gram)) counted(-1)
}

const NEW_LINE = 10
const SPACE_CODE = 32
const COMMA = 44
const COLON = 58

const pairFeature = (pairs: PairTable, first: number, second: number) =>
  first < 0 || second < 0 ? -1 : pairs.featureOf(first, second)

const SORTED_CLASSES: ReadonlyArray<number> = CLASS_NAMES.map((_, bit) => bit).sort((a, b) =>
  (CLASS_NAMES[a] as string) < (CLASS_NAMES[b] as string) ? -1 : 1,
)

const stemReading = (vocabulary: Vocabulary, stem: string): StemReading => {
  let reading = vocabulary.stemReadings.get(stem)
  if (reading === undefined) {
    reading = {
      stem,
      id: vocabulary.stemReadings.size,
      classes: classBitsOf(stem),
      feature: vocabulary.stems.get(stem) ?? -1,
      negatedFeature: vocabulary.negated.get(stem) ?? -1,
      pairNumber: vocabulary.stemPairs.numbers.get(stem) ?? -1,
      seen: 0,
      negatedSeen: 0,
    }
    vocabulary.stemReadings.set(stem, reading)
  }
  return reading
}

const wordReading = (vocabulary: Vocabulary, word: string): WordReading => {
  const read = vocabulary.wordReadings.get(word)
  if (read !== undefined) return read
  const { lexicon } = vocabulary.classifier
  const stems = splitClitics(word, lexicon).map((part) => stemReading(vocabulary, stemOf(part, lexicon)))
  const folded = foldLetters(word.slice(0, LONGEST_WORD))
  const letters: Array<number> = []
  for (let i = 0; i < folded.length; i++) letters.push(LETTER[folded.charCodeAt(i)] ?? 0)
  // the word as it stands in a line, a space either side: its n-grams but those across two words
  const padded = [SPACE, ...letters, SPACE]
  const grams: Array<number> = []
  for (let n = SHORTEST_GRAM; n <= LONGEST_GRAM; n++)
    for (let start = 0; start + n <= padded.length; start++) {
      let code = 0
      for (let i = start; i < start + n; i++) code = code * BASE + (padded[i] as number)
      const slot = vocabulary.grams.slotOf(code)
      grams.push(slot >= 0 ? slot : -code)
    }
  let classes = classBitsOf(word)
  for (const stem of stems) classes |= stem.classes
  const reading: WordReading = {
    word,
    id: vocabulary.wordReadings.size,
    feature: vocabulary.words.get(word) ?? -1,
    pairNumber: vocabulary.wordPairs.numbers.get(word) ?? -1,
    stems,
    classes,
    letters,
    grams,
    negation: NEGATORS.has(word) ? NEGATES : NEGATION_ENDS.has(word) ? ENDS_NEGATION : NEITHER,
    seen: 0,
  }
  vocabulary.wordReadings.set(word, reading)
  return reading
}

/**
 * The letter n-grams (3 to 5) across two words of the sentence's line (its folded words joined and padded by one
 * space): those with letters either side of a space. The others came with each word (its n-grams padded by a
 * space either side), once per message.
 */
const crossingGrams = (table: GramTable, length: number) => {
  const letters = line
  for (let space = 1; space < length - 1; space++) {
    if (letters[space] !== SPACE) continue
    for (let n = SHORTEST_GRAM; n <= LONGEST_GRAM; n++)
      for (let start = Math.max(0, space - n + 2); start < space && start + n <= length; start++) {
        let code = 0
        for (let i = start; i < start + n; i++) code = code * BASE + (letters[i] as number)
        const slot = table.slotOf(code)
        gramMet(table, slot >= 0 ? slot : -code)
      }
  }
}

/** The class scores: the bias, plus each known feature's weights times its value. */
const logitsOf = (classifier: WeightedFeatures, weights: Float64Array): Array<number> => {
  const logits = [...classifier.bias]
  if (count === 0) return logits
  const value = featureValue(count, classifier.lengthPower)
  const classCount = logits.length
  for (let f = 0; f < knownCount; f++) {
    const at = (known[f] as number) * classCount
    for (let k = 0; k < classCount; k++)
      logits[k] = (logits[k] as number) + (weights[at + k] as number) * value
  }
  return logits
}

/** The class scores of one text and the word classes it has: what naming its features and summing their weights gives. */
export const readFeatures = (classifier: WeightedFeatures, text: string): FeatureScores => {
  const vocabulary = vocabularyOf(classifier)
  if (vocabulary.wordReadings.size > WORDS_KEPT || vocabulary.read === MOST_MESSAGES) forget(vocabulary)
  message = ++vocabulary.read
  unknownGrams.clear()
  wordPairsSeen.clear()
  stemPairsSeen.clear()
  knownCount = 0
  count = 0
  let present = 0
  const table = vocabulary.grams
  // the sentences of sentencesOf, read as they are cut: words, clause breaks (, :) and sentence ends (. ! ? ; \n)
  const normalised = wordText(text)
  const end = normalised.length
  let previousWord: WordReading | undefined
  let previousStem: StemReading | undefined
  let negated = 0
  let length = 1
  line[0] = SPACE
  let start = -1
  for (let i = 0; i <= end; i++) {
    const code = i < end ? normalised.charCodeAt(i) : NEW_LINE
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
      if (start < 0) start = i
      continue
    }
    if (start >= 0) {
      const word = chatWord(normalised.slice(start, i))
      start = -1
      const reading = wordReading(vocabulary, word)
      const { letters } = reading
      if (length + letters.length + 1 > line.length) {
        const longer = new Uint8Array(2 * (length + letters.length + 1))
        longer.set(line.subarray(0, length))
        line = longer
      }
      for (let j = 0; j < letters.length; j++) line[length++] = letters[j] as number
      line[length++] = SPACE
      if (reading.seen !== message) {
        reading.seen = message
        present |= reading.classes
        counted(reading.feature)
        for (const stem of reading.stems)
          if (stem.seen !== message) {
            stem.seen = message
            counted(stem.feature)
          }
        const { grams } = reading
        for (let g = 0; g < grams.length; g++) gramMet(table, grams[g] as number)
      }
      if (previousWord !== undefined && wordPairsSeen.add(previousWord.id * PAIR + reading.id))
        counted(pairFeature(vocabulary.wordPairs, previousWord.pairNumber, reading.pairNumber))
      previousWord = reading
      for (const stem of reading.stems) {
        if (previousStem !== undefined && stemPairsSeen.add(previousStem.id * PAIR + stem.id))
          counted(pairFeature(vocabulary.stemPairs, previousStem.pairNumber, stem.pairNumber))
        previousStem = stem
      }
      if (reading.negation === NEGATES) negated = NEGATION_REACH
      else if (reading.negation === ENDS_NEGATION) negated = 0
      else if (negated > 0) {
        negated--
        const stem = reading.stems[0] as StemReading
        if (stem.negatedSeen !== message) {
          stem.negatedSeen = message
          counted(stem.negatedFeature)
        }
      }
    }
    if (code === SPACE_CODE) continue
    // a clause break ends pairs and negation; a sentence end also the line
    previousWord = previousStem = undefined
    negated = 0
    if (code === COMMA || code === COLON) continue
    if (length > 1) crossingGrams(table, length)
    length = 1
  }
  const classes = new Set<string>()
  const sorted = SORTED_CLASSES.filter((bit) => (present & (1 << bit)) !== 0)
  for (let i = 0; i < sorted.length; i++) {
    const bit = sorted[i] as number
    classes.add(CLASS_NAMES[bit] as string)
    counted(vocabulary.classes[bit] as number)
    for (let j = i + 1; j < sorted.length; j++)
      counted(vocabulary.classPairs[bit * CLASS_NAMES.length + (sorted[j] as number)] as number)
  }
  return { logits: logitsOf(classifier, vocabulary.weights), classes }
}
