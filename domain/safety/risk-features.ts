import { foldLetters } from "./italian-text.ts"
import { CLAUSE_BREAK, sentencesOf, splitClitics, stemOf, type ItalianLexicon } from "./italian-words.ts"
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
 * against the model's vocabulary, compiled once per model into lookup tables (words and stems by their text,
 * pairs by their first then their second, letter n-grams by a number), counts the distinct features with
 * integer sets, reads each distinct word once (its stems, folding and n-grams), and sums the weights of the
 * features the model knows in the order training meets them, so the scores are the same to the last bit
 * (test/safety/feature-equivalence.unit.test.ts).
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

/** The model's features as lookup tables: each gives the feature's index in `weights`. */
interface Vocabulary {
  readonly classifier: WeightedFeatures
  /** The weights of feature i at i × classes, side by side (the same numbers as the classifier's). */
  readonly weights: Float64Array
  readonly words: ReadonlyMap<string, number>
  readonly stems: ReadonlyMap<string, number>
  readonly negated: ReadonlyMap<string, number>
  /** w2: and s2: by their first word (or stem), then their second. */
  readonly wordPairs: ReadonlyMap<string, ReadonlyMap<string, number>>
  readonly stemPairs: ReadonlyMap<string, ReadonlyMap<string, number>>
  /** x: by gramNumber. */
  readonly grams: GramTable
  /** g: by class bit, g2: by bit × CLASS_NAMES.length + bit (-1: not in the model). */
  readonly classes: Int32Array
  readonly classPairs: Int32Array
}

/** "a b" is the pair (a, b); were a side to hold a space, every space is tried as the one between them. */
const addPair = (pairs: Map<string, Map<string, number>>, name: string, index: number) => {
  for (let space = name.indexOf(" "); space >= 0; space = name.indexOf(" ", space + 1)) {
    const first = name.slice(0, space)
    let seconds = pairs.get(first)
    if (seconds === undefined) pairs.set(first, (seconds = new Map()))
    seconds.set(name.slice(space + 1), index)
  }
}

/** Letter n-grams (by gramNumber, a positive int32) to their feature: open addressing, built once. */
class GramTable {
  private readonly keys: Int32Array
  private readonly features: Int32Array
  private readonly mask: number

  constructor(entries: ReadonlyMap<number, number>) {
    let size = 1 << 4
    while (size < entries.size * 2) size *= 2
    this.keys = new Int32Array(size)
    this.features = new Int32Array(size)
    this.mask = size - 1
    for (const [gram, feature] of entries) {
      let slot = slotOf(gram, this.mask)
      while (this.keys[slot] !== 0) slot = (slot + 1) & this.mask
      this.keys[slot] = gram
      this.features[slot] = feature
    }
  }

  /** The feature of the n-gram, -1 when the model does not weigh it. */
  featureOf(gram: number): number {
    for (let slot = slotOf(gram, this.mask); ; slot = (slot + 1) & this.mask) {
      const key = this.keys[slot] as number
      if (key === gram) return this.features[slot] as number
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
  const wordPairs = new Map<string, Map<string, number>>()
  const stemPairs = new Map<string, Map<string, number>>()
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
        addPair(wordPairs, rest, index)
        break
      case "s2":
        addPair(stemPairs, rest, index)
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
    wordPairs,
    stemPairs,
    grams: new GramTable(grams),
    classes,
    classPairs,
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

const slotOf = (key: number, mask: number) => {
  const hash = Math.imul((key | 0) ^ Math.imul((key / 0x1_0000_0000) | 0, 0x27d4_eb2d), 0x9e37_79b1)
  return (hash ^ (hash >>> 15)) & mask
}

interface StemReading {
  readonly stem: string
  readonly id: number
  readonly classes: number
  /** s: and n: of this stem, -1 when the model does not weigh it. */
  readonly feature: number
  readonly negatedFeature: number
  /** s2: pairs starting with this stem, by their second stem. */
  readonly next: ReadonlyMap<string, number> | undefined
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
  /** w2: pairs starting with this word, by their second word. */
  readonly next: ReadonlyMap<string, number> | undefined
  readonly stems: ReadonlyArray<StemReading>
  readonly classes: number
  /** The word folded, at most LONGEST_WORD letters, as LETTER digits. */
  readonly letters: ReadonlyArray<number>
  /** Its letter n-grams that hold no space (gramNumber), in the order training meets them, and their features. */
  readonly grams: ReadonlyArray<number>
  readonly gramFeatures: ReadonlyArray<number>
  readonly negation: number
  /** The message in which its own features (w:, s:, x: inside it) were last counted. */
  seen: number
}

/**
 * Reads messages against one model, each distinct word and stem once however many messages it reads: one per
 * assessment (a message and the turns before it share most of their words), dropped with it.
 */
export interface FeatureReader {
  readonly read: (text: string) => FeatureScores
}

export interface FeatureScores {
  /** The class scores (the bias, plus each known feature's weights times its value). */
  readonly logits: ReadonlyArray<number>
  /** The word classes of risk-lexicon.ts the text has. */
  readonly classes: ReadonlySet<string>
}

// Scratch space of the message being read (reading is synchronous: one message at a time).
const gramsSeen = new IntegerSet()
const aroundsSeen = new IntegerSet()
const wordPairsSeen = new IntegerSet()
const stemPairsSeen = new IntegerSet()
/** The indexes of the features the model knows, in the order training meets them. */
const known: Array<number> = []
/** How many distinct features the message has, known or not. */
let count = 0
/** Its sentence's folded words as LETTER digits, joined and padded by SPACE. */
let line = new Uint8Array(1 << 12)

/** A feature met for the first time in the message: counted, and kept when the model weighs it (≥ 0). */
const counted = (feature: number) => {
  count++
  if (feature >= 0) known.push(feature)
}

/** Word and stem ids stay below this, so a pair of them is one integer below 2^52. */
const PAIR = 2 ** 26

const SORTED_CLASSES: ReadonlyArray<number> = CLASS_NAMES.map((_, bit) => bit).sort((a, b) =>
  (CLASS_NAMES[a] as string) < (CLASS_NAMES[b] as string) ? -1 : 1,
)

class Reader implements FeatureReader {
  private readonly words = new Map<string, WordReading>()
  private readonly stems = new Map<string, StemReading>()
  private message = 0

  private readonly classifier: WeightedFeatures
  private readonly vocabulary: Vocabulary

  constructor(classifier: WeightedFeatures, vocabulary: Vocabulary) {
    this.classifier = classifier
    this.vocabulary = vocabulary
  }

  read(text: string): FeatureScores {
    const { vocabulary } = this
    const message = ++this.message
    gramsSeen.clear()
    aroundsSeen.clear()
    wordPairsSeen.clear()
    stemPairsSeen.clear()
    known.length = 0
    count = 0
    let present = 0
    for (const sentence of sentencesOf(text)) {
      let previousWord: WordReading | undefined
      let previousStem: StemReading | undefined
      let negated = 0
      let length = 0
      line[length++] = SPACE
      for (const word of sentence) {
        if (word === CLAUSE_BREAK) {
          previousWord = previousStem = undefined
          negated = 0
          continue
        }
        const reading = this.wordReading(word)
        const { letters } = reading
        if (length + letters.length + 1 > line.length) {
          const longer = new Uint8Array(2 * (length + letters.length + 1))
          longer.set(line.subarray(0, length))
          line = longer
        }
        for (let i = 0; i < letters.length; i++) line[length++] = letters[i] as number
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
          const { grams, gramFeatures } = reading
          for (let g = 0; g < grams.length; g++)
            if (gramsSeen.add(grams[g] as number)) counted(gramFeatures[g] as number)
        }
        if (previousWord !== undefined && wordPairsSeen.add(previousWord.id * PAIR + reading.id))
          counted(previousWord.next?.get(word) ?? -1)
        previousWord = reading
        for (const stem of reading.stems) {
          if (previousStem !== undefined && stemPairsSeen.add(previousStem.id * PAIR + stem.id))
            counted(previousStem.next?.get(stem.stem) ?? -1)
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
      if (length > 1) spaceGrams(vocabulary.grams, length)
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
    return { logits: logitsOf(this.classifier, vocabulary.weights), classes }
  }

  private stemReading(stem: string): StemReading {
    let reading = this.stems.get(stem)
    if (reading === undefined) {
      const { vocabulary } = this
      reading = {
        stem,
        id: this.stems.size,
        classes: classBitsOf(stem),
        feature: vocabulary.stems.get(stem) ?? -1,
        negatedFeature: vocabulary.negated.get(stem) ?? -1,
        next: vocabulary.stemPairs.get(stem),
        seen: 0,
        negatedSeen: 0,
      }
      this.stems.set(stem, reading)
    }
    return reading
  }

  private wordReading(word: string): WordReading {
    const read = this.words.get(word)
    if (read !== undefined) return read
    const { vocabulary } = this
    const { lexicon } = this.classifier
    const stems = splitClitics(word, lexicon).map((part) => this.stemReading(stemOf(part, lexicon)))
    const folded = foldLetters(word.slice(0, LONGEST_WORD))
    const letters: Array<number> = []
    for (let i = 0; i < folded.length; i++) letters.push(LETTER[folded.charCodeAt(i)] ?? 0)
    const grams: Array<number> = []
    const gramFeatures: Array<number> = []
    for (let n = SHORTEST_GRAM; n <= LONGEST_GRAM; n++)
      for (let start = 0; start + n <= letters.length; start++) {
        let code = 0
        for (let i = start; i < start + n; i++) code = code * BASE + (letters[i] as number)
        grams.push(code)
        gramFeatures.push(vocabulary.grams.featureOf(code))
      }
    let classes = classBitsOf(word)
    for (const stem of stems) classes |= stem.classes
    const reading: WordReading = {
      word,
      id: this.words.size,
      feature: vocabulary.words.get(word) ?? -1,
      next: vocabulary.wordPairs.get(word),
      stems,
      classes,
      letters,
      grams,
      gramFeatures,
      negation: NEGATORS.has(word) ? NEGATES : NEGATION_ENDS.has(word) ? ENDS_NEGATION : NEITHER,
      seen: 0,
    }
    this.words.set(word, reading)
    return reading
  }
}

/**
 * The letter n-grams (3 to 5) over the spaces of the sentence's line (its folded words joined and padded by one
 * space; those inside a word came with the word): the letters around each space are cut once per message.
 */
const spaceGrams = (table: GramTable, length: number) => {
  for (let space = 0; space < length; space++) {
    if (line[space] !== SPACE) continue
    const from = Math.max(0, space - LONGEST_GRAM + 1)
    const to = Math.min(length, space + LONGEST_GRAM)
    // the letters around and where the space stands among them give the n-grams: met before, they gave them then
    let around = 0
    for (let i = from; i < to; i++) around = around * BASE + (line[i] as number)
    if (!aroundsSeen.add(around * 8 + (space - from))) continue
    for (let n = SHORTEST_GRAM; n <= LONGEST_GRAM; n++)
      for (let start = Math.max(0, space - n + 1); start <= space && start + n <= to; start++) {
        let code = 0
        for (let i = start; i < start + n; i++) code = code * BASE + (line[i] as number)
        if (gramsSeen.add(code)) counted(table.featureOf(code))
      }
  }
}

/** The class scores: the bias, plus each known feature's weights times its value, in the order training sums them. */
const logitsOf = (classifier: WeightedFeatures, weights: Float64Array): Array<number> => {
  const logits = [...classifier.bias]
  if (count === 0) return logits
  const value = featureValue(count, classifier.lengthPower)
  const classCount = logits.length
  for (let f = 0; f < known.length; f++) {
    const at = (known[f] as number) * classCount
    for (let k = 0; k < classCount; k++)
      logits[k] = (logits[k] as number) + (weights[at + k] as number) * value
  }
  return logits
}

/** A reader of its own for each assessment (the memory of its words goes with it). */
export const featureReader = (classifier: WeightedFeatures): FeatureReader =>
  new Reader(classifier, vocabularyOf(classifier))
