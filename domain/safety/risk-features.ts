import { foldLetters } from "./italian-text.ts"
import { classesOfWord } from "./risk-lexicon.ts"
import { CLAUSE_BREAK, sentencesOf, splitClitics, stemOf, type ItalianLexicon } from "./italian-words.ts"

/**
 * The classifier's features of one message, each named by a prefix: `w:` words and `w2:` word pairs as written
 * (chat spellings expanded), `s:` stems and `s2:` stem pairs (clitics split, Hunspell-corrected stems),
 * `n:` stems said under a negation in their clause ("non penso al suicidio" gives n:suicid), and `c:` letter
 * n-grams (3 to 5) of each word with doubled letters squashed, so "ammazarmi" and "ammazzarmi" share most of
 * them; `g:` the word classes of risk-lexicon.ts present, and `g2:` each pair of them. Every name appears once; each distinct word is folded and stemmed once, so a long message stays cheap.
 */
const NEGATORS = new Set([
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
const NEGATION_ENDS = new Set(["ma", "pero", "perche", "eppure", "anzi", "invece", "se", "quando", "che"])
const NEGATION_REACH = 4

interface WordReading {
  readonly grams: ReadonlyArray<string>
  readonly stems: ReadonlyArray<string>
  readonly classes: ReadonlyArray<string>
}

/** Past this length a "word" is a run of letters, not Italian: only its beginning is cut into n-grams. */
const LONGEST_WORD = 40

const letterGrams = (word: string): ReadonlyArray<string> => {
  const padded = `_${foldLetters(word.slice(0, LONGEST_WORD))}_`
  if (padded.length <= 5) return [`c:${padded}`]
  const grams: Array<string> = []
  for (let n = 3; n <= 5; n++)
    for (let start = 0; start + n <= padded.length; start++) grams.push(`c:${padded.slice(start, start + n)}`)
  return grams
}

export const featuresOf = (text: string, lexicon: ItalianLexicon): ReadonlyArray<string> => {
  const features = new Set<string>()
  const readings = new Map<string, WordReading>()
  const read = (word: string): WordReading => {
    let reading = readings.get(word)
    if (reading === undefined) {
      const stems = splitClitics(word, lexicon).map((part) => stemOf(part, lexicon))
      reading = { grams: letterGrams(word), stems, classes: classesOfWord(word, stems) }
      readings.set(word, reading)
      for (const gram of reading.grams) features.add(gram)
    }
    return reading
  }
  const classes = new Set<string>()
  for (const sentence of sentencesOf(text)) {
    let previousWord: string | undefined
    let previousStem: string | undefined
    let negated = 0
    for (const word of sentence) {
      if (word === CLAUSE_BREAK) {
        previousWord = previousStem = undefined
        negated = 0
        continue
      }
      const { stems, classes: wordClasses } = read(word)
      for (const name of wordClasses) classes.add(name)
      features.add(`w:${word}`)
      if (previousWord !== undefined) features.add(`w2:${previousWord} ${word}`)
      previousWord = word
      for (const stem of stems) {
        features.add(`s:${stem}`)
        if (previousStem !== undefined) features.add(`s2:${previousStem} ${stem}`)
        previousStem = stem
      }
      if (NEGATORS.has(word)) negated = NEGATION_REACH
      else if (NEGATION_ENDS.has(word)) negated = 0
      else if (negated > 0) {
        negated--
        features.add(`n:${stems[0]}`)
      }
    }
  }
  const present = [...classes].sort()
  present.forEach((name, i) => {
    features.add(`g:${name}`)
    for (const other of present.slice(i + 1)) features.add(`g2:${name}+${other}`)
  })
  return [...features]
}
