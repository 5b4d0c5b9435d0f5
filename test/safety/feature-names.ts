/**
 * The classifier's features of one message by name, as training sees them: every feature that the runtime's
 * risk-features.ts (domain/safety) defines and scores without naming it, spelled out as a string ("w:corda",
 * "s2:ammazz mi", "x: cor"…). Training counts and fits these names; assessment-equivalence.unit.test.ts proves
 * that the runtime gives every message the same scores as naming its features here and summing their weights.
 */
import { featureValue, type RiskClassifier } from "../../domain/safety/risk-classifier.ts"
import { foldLetters } from "../../domain/safety/italian-text.ts"
import {
  CLAUSE_BREAK,
  sentencesOf,
  splitClitics,
  stemOf,
  type ItalianLexicon,
} from "../../domain/safety/italian-words.ts"
import {
  LONGEST_GRAM,
  LONGEST_WORD,
  NEGATION_ENDS,
  NEGATION_REACH,
  NEGATORS,
  SHORTEST_GRAM,
} from "../../domain/safety/risk-feature-set.ts"
import { classesOfWord } from "../../domain/safety/risk-lexicon.ts"

interface WordReading {
  /** Its own features (w:, s:, x:) are in the message's set already: a repeated word adds none. */
  added: boolean
  /** Its letter n-grams, padded by a space either side. */
  readonly grams: ReadonlyArray<string>
  readonly stems: ReadonlyArray<string>
  readonly classes: ReadonlyArray<string>
}

/** The letter n-grams of one word padded by a space either side (" ama", "amo ", "mor"): read within words only. */
const wordGrams = (folded: string): ReadonlyArray<string> => {
  const padded = ` ${folded} `
  const grams: Array<string> = []
  for (let n = SHORTEST_GRAM; n <= LONGEST_GRAM; n++)
    for (let start = 0; start + n <= padded.length; start++) grams.push(`x:${padded.slice(start, start + n)}`)
  return grams
}

export const featuresOf = (text: string, lexicon: ItalianLexicon): ReadonlyArray<string> => {
  const features = new Set<string>()
  const readings = new Map<string, WordReading>()
  const read = (word: string): WordReading => {
    let reading = readings.get(word)
    if (reading === undefined) {
      const stems = splitClitics(word, lexicon).map((part) => stemOf(part, lexicon))
      const folded = foldLetters(word.slice(0, LONGEST_WORD))
      reading = {
        grams: wordGrams(folded),
        stems,
        classes: classesOfWord(word, stems),
        added: false,
      }
      readings.set(word, reading)
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
      const reading = read(word)
      const { stems } = reading
      if (!reading.added) {
        reading.added = true
        for (const name of reading.classes) classes.add(name)
        features.add(`w:${word}`)
        for (const stem of stems) features.add(`s:${stem}`)
        for (const gram of reading.grams) features.add(gram)
      }
      if (previousWord !== undefined) features.add(`w2:${previousWord} ${word}`)
      previousWord = word
      for (const stem of stems) {
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

/** The class scores from a message's feature names (training scores its folds the same way). */
export const classLogits = (
  classifier: Pick<RiskClassifier, "weights" | "bias" | "lengthPower">,
  features: ReadonlyArray<string>,
): ReadonlyArray<number> => {
  const z = [...classifier.bias]
  if (features.length === 0) return z
  const value = featureValue(features.length, classifier.lengthPower)
  for (const feature of features) {
    const w = classifier.weights.get(feature)
    if (w === undefined) continue
    for (let k = 0; k < z.length; k++) z[k] = (z[k] as number) + (w[k] as number) * value
  }
  return z
}
