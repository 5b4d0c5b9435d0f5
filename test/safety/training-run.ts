/** The steps `safety:train` and `safety:eval -- --split training` share: out-of-fold scores and their levels. */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { firingPatterns } from "../../domain/safety/crisis-detector.ts"
import { SUICIDE_PLAN_PATTERNS } from "../../domain/safety/crisis-patterns-plans.ts"
import type { RiskLevel } from "../../domain/safety/risk-assessment.ts"
import { readingOf } from "../../domain/safety/risk-classifier.ts"
import type { RiskCombination } from "../../domain/safety/risk-model-file.ts"
import { forcedHigh, type LayerScores } from "./combination.ts"
import type { CorpusMessage } from "./corpus.ts"
import { outOfFoldLogitsInParallel } from "./cross-validation.ts"
import type { Outcome } from "./layer-metrics.ts"
import type { ClassifierOptions } from "./train-classifier.ts"

export const FOLDS = 5
/** The last cross-validation's out-of-fold scores, for `safety:eval -- --reuse-scores` (not committed). */
const SAVED_SCORES = join(import.meta.dirname, "..", "..", ".data", "safety-cv-scores.json")

/** What the saved scores were computed from: the same corpus, in the same order, and the same options. */
const fingerprint = (messages: ReadonlyArray<CorpusMessage>, options: ClassifierOptions) =>
  createHash("sha256")
    .update(JSON.stringify(options))
    .update(JSON.stringify(messages.map((m) => [m.id, m.text, m.category])))
    .digest("hex")

const PLANS = new Set(SUICIDE_PLAN_PATTERNS)

/**
 * Every training message scored by a classifier trained on the other folds (and the phrase table), with what
 * the rules say of it.
 */
export const crossValidatedScores = async (
  messages: ReadonlyArray<CorpusMessage>,
  options: ClassifierOptions,
): Promise<ReadonlyArray<LayerScores>> => {
  const logits = await outOfFoldLogitsInParallel(messages, options, FOLDS)
  mkdirSync(dirname(SAVED_SCORES), { recursive: true })
  writeFileSync(SAVED_SCORES, JSON.stringify({ fingerprint: fingerprint(messages, options), logits }))
  return scoresOf(messages, logits)
}

/** The scores the last cross-validation saved, refused unless they were computed from this corpus and options. */
export const savedScores = (
  messages: ReadonlyArray<CorpusMessage>,
  options: ClassifierOptions,
): ReadonlyArray<LayerScores> => {
  if (!existsSync(SAVED_SCORES))
    throw new Error(
      `no saved scores at ${SAVED_SCORES}: run the cross-validation once without --reuse-scores`,
    )
  const saved = JSON.parse(readFileSync(SAVED_SCORES, "utf8")) as {
    fingerprint: string
    logits: ReadonlyArray<ReadonlyArray<number>>
  }
  if (saved.fingerprint !== fingerprint(messages, options))
    throw new Error("the saved scores come from another corpus or other options: run without --reuse-scores")
  return scoresOf(messages, saved.logits)
}

const scoresOf = (
  messages: ReadonlyArray<CorpusMessage>,
  logits: ReadonlyArray<ReadonlyArray<number>>,
): ReadonlyArray<LayerScores> =>
  messages.map((message, i) => {
    const rules = firingPatterns(message.text, PLANS)
    return {
      message,
      crisisLogit: readingOf(logits[i] as ReadonlyArray<number>).crisisLogit,
      ruleFired: rules.length > 0,
      mustNotMiss: rules.some((rule) => PLANS.has(rule)),
    }
  })

const graded = (score: number, high: number, possible: number): RiskLevel =>
  score >= high ? "high" : score >= possible ? "possible" : "none"

const combined = (c: RiskCombination, s: LayerScores) =>
  c.classifier * s.crisisLogit + c.rules * (s.ruleFired ? 1 : 0) + c.bias

/** The three layers' levels from the scores: rules alone (a rule fired: the card), classifier alone, whole. */
export const layerOutcomes = (
  scores: ReadonlyArray<LayerScores>,
  c: RiskCombination,
): Readonly<Record<"rules" | "classifier" | "whole", ReadonlyArray<Outcome>>> => ({
  rules: scores.map((s) => ({ message: s.message, level: s.ruleFired ? "high" : "none" })),
  classifier: scores.map((s) => ({
    message: s.message,
    level: graded(s.crisisLogit, c.classifierHigh, c.classifierPossible),
  })),
  whole: scores.map((s) => ({
    message: s.message,
    level: forcedHigh(s, combined(c, s), c.mustNotMissFloor)
      ? "high"
      : graded(combined(c, s), c.high, c.possible),
  })),
})
