import { foldLetters } from "./italian-text.ts"
import { chatWord, splitClitics, stemOf } from "./italian-words.ts"
import { LONGEST_GRAM, LONGEST_WORD, NEGATION_ENDS, NEGATORS, SHORTEST_GRAM } from "./risk-feature-set.ts"
import { classBitsOf } from "./risk-lexicon.ts"
import { BASE, LETTER, SPACE, type Vocabulary } from "./risk-vocabulary.ts"

/**
 * What each word read so far gives (its features, stems, classes, letter n-grams), worked out the first time it
 * is read and kept for the next messages, up to WORDS_KEPT words. Kept in typed arrays, the fields of a word side
 * by side: a word read again costs a probe by the hash of its letters, a comparison of them, and reads of memory
 * that lie together; and the store is a few objects, not a few per word.
 */
export const WORDS_KEPT = 20_000

/** A word's fields, at id × WORD in `words`. */
export const WORD = 10
/** The message in which its own features (w:, s:, its n-grams) were last counted. */
export const SEEN = 0
/** Its w: feature, -1 when the model does not weigh it. */
export const OWN_FEATURE = 1
/** Its number in the model's word pairs, -1 when it is in none. */
export const PAIR_NUMBER = 2
/** The word classes (bits) of the word and its stems. */
export const CLASSES = 3
export const NEGATION = 4
/** Where its stems' ids begin in `wordStems`, and how many. */
export const STEMS_AT = 5
export const STEM_COUNT = 6
/**
 * Where its letter n-grams begin in `grams`, and how many: those of the word folded and padded by a space either
 * side, the slot in GramTable of those the model weighs, minus the number of the others.
 */
export const GRAMS_AT = 7
export const GRAM_COUNT = 8

export const NEITHER = 0
export const NEGATES = 1
export const ENDS_NEGATION = 2

/** A stem's fields, at id × STEM in `stems`: the messages in which s: and n: were last counted, then those features. */
export const STEM = 8
export const STEM_SEEN = 0
export const NEGATED_SEEN = 1
export const STEM_FEATURE = 2
export const NEGATED_FEATURE = 3
export const STEM_PAIR_NUMBER = 4
export const STEM_CLASSES = 5

/** Past this many messages (an int32), the marks of those read are wiped. */
const MOST_MESSAGES = 0x7fff_ffff

const longer = <T extends Int32Array | Uint8Array>(array: T, needed: number): T => {
  if (needed <= array.length) return array
  const copy = new (array.constructor as new (length: number) => T)(Math.max(needed, 2 * array.length))
  copy.set(array)
  return copy
}

/** FNV-1a over one more letter of a token. */
export const hashOn = (hash: number, code: number) => Math.imul(hash ^ code, 0x0100_0193)
export const HASH_START = 0x811c_9dc5 | 0

export class WordStore {
  readonly vocabulary: Vocabulary
  words = new Int32Array(WORD << 10)
  stems = new Int32Array(STEM << 10)
  wordStems = new Int32Array(1 << 11)
  grams = new Int32Array(1 << 14)
  /** How many messages it has read since it last forgot them (what SEEN and the stems' marks compare with). */
  messages = 0
  private wordCount = 0
  private stemCount = 0
  private wordStemsUsed = 0
  private gramsUsed = 0
  private readonly wordIds = new Map<string, number>()
  private readonly stemIds = new Map<string, number>()
  /** Tokens (as written in the normalised text) by slot at s × 4: their hash, letters' start and count, word id + 1. */
  private tokens = new Int32Array(4 << 12)
  private tokenLetters = new Uint8Array(1 << 14)
  private tokenLettersUsed = 0
  private tokenCount = 0

  constructor(vocabulary: Vocabulary) {
    this.vocabulary = vocabulary
  }

  /** A new message: its number (the store forgets what it read when it is full). */
  nextMessage(): number {
    if (this.wordCount > WORDS_KEPT || this.messages === MOST_MESSAGES) this.forget()
    return ++this.messages
  }

  private forget() {
    this.wordIds.clear()
    this.stemIds.clear()
    this.wordCount = this.stemCount = this.wordStemsUsed = this.gramsUsed = 0
    this.tokens.fill(0)
    this.tokenLettersUsed = this.tokenCount = 0
    this.messages = 0
  }

  /** The id of the word written text[start, end) (`hash`: hashOn over its letters from HASH_START). */
  wordOf(text: string, start: number, end: number, hash: number): number {
    const { tokens, tokenLetters } = this
    const mask = (tokens.length >> 2) - 1
    let slot = hash & mask
    for (; tokens[(slot << 2) + 3] !== 0; slot = (slot + 1) & mask) {
      const at = slot << 2
      if (tokens[at] !== hash || tokens[at + 2] !== end - start) continue
      const from = (tokens[at + 1] as number) - start
      let same = true
      for (let i = start; i < end && same; i++) same = tokenLetters[from + i] === text.charCodeAt(i)
      if (same) return (tokens[at + 3] as number) - 1
    }
    const word = chatWord(text.slice(start, end))
    const id = this.wordIds.get(word) ?? this.addWord(word)
    this.addToken(hash, text, start, end, id)
    return id
  }

  private addToken(hash: number, text: string, start: number, end: number, id: number) {
    if (2 * (this.tokenCount + 1) > this.tokens.length >> 2) {
      const old = this.tokens
      this.tokens = new Int32Array(old.length * 2)
      for (let at = 0; at < old.length; at += 4)
        if (old[at + 3] !== 0) this.placeToken(old.subarray(at, at + 4))
    }
    this.tokenLetters = longer(this.tokenLetters, this.tokenLettersUsed + end - start)
    const from = this.tokenLettersUsed
    for (let i = start; i < end; i++) this.tokenLetters[this.tokenLettersUsed++] = text.charCodeAt(i)
    this.tokenCount++
    this.placeToken([hash, from, end - start, id + 1])
  }

  private placeToken(token: ArrayLike<number>) {
    const mask = (this.tokens.length >> 2) - 1
    let slot = (token[0] as number) & mask
    while (this.tokens[(slot << 2) + 3] !== 0) slot = (slot + 1) & mask
    this.tokens.set(token, slot << 2)
  }

  private addWord(word: string): number {
    const { vocabulary } = this
    const { lexicon } = vocabulary.classifier
    const stemIds = splitClitics(word, lexicon).map((part) => this.stemOf(stemOf(part, lexicon)))
    const folded = foldLetters(word.slice(0, LONGEST_WORD))
    const padded = [SPACE]
    for (let i = 0; i < folded.length; i++) padded.push(LETTER[folded.charCodeAt(i)] ?? 0)
    padded.push(SPACE)
    const grams: Array<number> = []
    for (let n = SHORTEST_GRAM; n <= LONGEST_GRAM; n++)
      for (let start = 0; start + n <= padded.length; start++) {
        let code = 0
        for (let i = start; i < start + n; i++) code = code * BASE + (padded[i] as number)
        const slot = vocabulary.grams.slotOf(code)
        grams.push(slot >= 0 ? slot : -code)
      }
    let classes = classBitsOf(word)
    for (const stem of stemIds) classes |= this.stems[stem * STEM + STEM_CLASSES] as number
    const id = this.wordCount++
    this.words = longer(this.words, this.wordCount * WORD)
    this.wordStems = longer(this.wordStems, this.wordStemsUsed + stemIds.length)
    this.grams = longer(this.grams, this.gramsUsed + grams.length)
    const at = id * WORD
    const { words } = this
    words[at + SEEN] = 0
    words[at + OWN_FEATURE] = vocabulary.words.get(word) ?? -1
    words[at + PAIR_NUMBER] = vocabulary.wordPairs.numbers.get(word) ?? -1
    words[at + CLASSES] = classes
    words[at + NEGATION] = NEGATORS.has(word) ? NEGATES : NEGATION_ENDS.has(word) ? ENDS_NEGATION : NEITHER
    words[at + STEMS_AT] = this.wordStemsUsed
    words[at + STEM_COUNT] = stemIds.length
    for (const stem of stemIds) this.wordStems[this.wordStemsUsed++] = stem
    words[at + GRAMS_AT] = this.gramsUsed
    words[at + GRAM_COUNT] = grams.length
    for (const gram of grams) this.grams[this.gramsUsed++] = gram
    this.wordIds.set(word, id)
    return id
  }

  private stemOf(stem: string): number {
    const known = this.stemIds.get(stem)
    if (known !== undefined) return known
    const { vocabulary } = this
    const id = this.stemCount++
    this.stems = longer(this.stems, this.stemCount * STEM)
    const at = id * STEM
    this.stems[at + STEM_SEEN] = 0
    this.stems[at + NEGATED_SEEN] = 0
    this.stems[at + STEM_FEATURE] = vocabulary.stems.get(stem) ?? -1
    this.stems[at + NEGATED_FEATURE] = vocabulary.negated.get(stem) ?? -1
    this.stems[at + STEM_PAIR_NUMBER] = vocabulary.stemPairs.numbers.get(stem) ?? -1
    this.stems[at + STEM_CLASSES] = classBitsOf(stem)
    this.stemIds.set(stem, id)
    return id
  }
}

const stores = new WeakMap<Vocabulary, WordStore>()

export const wordStoreOf = (vocabulary: Vocabulary): WordStore => {
  let store = stores.get(vocabulary)
  if (store === undefined) stores.set(vocabulary, (store = new WordStore(vocabulary)))
  return store
}
