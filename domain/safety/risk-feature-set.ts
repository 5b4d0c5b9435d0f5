import type { ItalianLexicon } from "./italian-words.ts"

/**
 * The classifier's features of one message, each named by a prefix: `w:` words and `w2:` word pairs as written
 * (chat spellings expanded), `s:` stems and `s2:` stem pairs (clitics split, Hunspell-corrected stems),
 * `n:` stems said under a negation in their clause ("non penso al suicidio" gives n:suicid), and `x:` letter
 * n-grams (3 to 5) of each word folded (doubled letters squashed) and padded by a space either side, so
 * "ammazarmi" and "ammazzarmi" share most of them whatever the spelling (what runs across two words, the pairs
 * read); `g:` the word classes of risk-lexicon.ts present, and `g2:` each pair of them. Each feature counts once;
 * each is worth count^-lengthPower, count being how many distinct features the message has, those the model does
 * not know included.
 *
 * Training names every feature (test/safety/feature-names.ts); the send path scores them without naming them
 * (risk-features.ts). Both read the definitions here.
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
