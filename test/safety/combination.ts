/**
 * How the layers combine and where the thresholds sit, chosen on out-of-fold scores of the training part only:
 * the weight of a fired rule beside the classifier's crisis logit (the one with the best card recall), then
 * the thresholds that keep the false alarms on the training part's everyday messages at the chosen rates.
 */
import type { RiskCombination } from "../../domain/safety/risk-model-file.ts"
import type { CorpusMessage } from "./corpus.ts"

/** At most this share of everyday messages may raise the card, and this share any response, out of fold. */
export const CARD_FALSE_ALARMS = 0.025
export const ANY_FALSE_ALARMS = 0.1
export const CONTEXT_TURNS = 3

export interface LayerScores {
  readonly message: CorpusMessage
  readonly crisisLogit: number
  readonly ruleFired: boolean
  readonly mustNotMiss: boolean
}

const round = (v: number) => Math.round(v * 1000) / 1000

/**
 * The threshold above which at most `rate` of the everyday messages fall, counting those `forced` high anyway:
 * halfway between the last everyday score allowed through and the first kept out.
 */
export const thresholdFor = (noneScores: ReadonlyArray<number>, forced: number, rate: number): number => {
  const sorted = [...noneScores].sort((a, b) => b - a)
  const allowed = Math.max(0, Math.floor(rate * (sorted.length + forced)) - forced)
  if (allowed >= sorted.length) return -Infinity
  const below = sorted[allowed] as number
  const above = allowed === 0 ? below + 1 : (sorted[allowed - 1] as number)
  return round((above + below) / 2)
}

/** A must-not-miss rule raises the card when the combined score is at least `floor` (null: always). */
export const forcedHigh = (s: Pick<LayerScores, "mustNotMiss">, score: number, floor: number | null) =>
  s.mustNotMiss && (floor === null || score >= floor)

const recallAt = (
  scores: ReadonlyArray<LayerScores>,
  score: (s: LayerScores) => number,
  rate: number,
  floor: number | null,
) => {
  const forced = (s: LayerScores) => forcedHigh(s, score(s), floor)
  const none = scores.filter((s) => s.message.label === "none")
  const free = none.filter((s) => !forced(s))
  const threshold = thresholdFor(free.map(score), none.length - free.length, rate)
  const crisis = scores.filter((s) => s.message.label === "crisis")
  return {
    threshold,
    recall: crisis.filter((s) => forced(s) || score(s) >= threshold).length / crisis.length,
  }
}

/** The weights a rule gets beside the classifier's logit; the one with the best card recall at the rate wins. */
const RULE_WEIGHTS = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4]
/**
 * Where a must-not-miss rule (an explicit method, a plan with a time) starts to raise the card by itself: always,
 * or only once the combined score leans that way. A rule that fires on an everyday message spends the false
 * alarms the classifier could have used, so cross-validation chooses (ties: the lowest, the rule most trusted).
 */
const MUST_NOT_MISS_FLOORS: ReadonlyArray<number | null> = [null, -2, -1, 0, 1]

export const fitCombination = (scores: ReadonlyArray<LayerScores>): RiskCombination => {
  const combined = (rules: number) => (s: LayerScores) => s.crisisLogit + rules * (s.ruleFired ? 1 : 0)
  const rank = (floor: number | null) => (floor === null ? -Infinity : floor)
  const ranked = RULE_WEIGHTS.flatMap((rules) =>
    MUST_NOT_MISS_FLOORS.map((floor) => ({
      rules,
      floor,
      card: recallAt(scores, combined(rules), CARD_FALSE_ALARMS, floor),
      any: recallAt(scores, combined(rules), ANY_FALSE_ALARMS, floor),
    })),
  ).sort(
    (a, b) =>
      b.card.recall - a.card.recall ||
      b.any.recall - a.any.recall ||
      rank(a.floor) - rank(b.floor) ||
      a.rules - b.rules,
  )
  const best = ranked[0] as (typeof ranked)[number]
  const logits = scores.filter((s) => s.message.label === "none").map((s) => s.crisisLogit)
  return {
    classifier: 1,
    rules: best.rules,
    bias: 0,
    high: best.card.threshold,
    possible: best.any.threshold,
    mustNotMissFloor: best.floor,
    classifierHigh: thresholdFor(logits, 0, CARD_FALSE_ALARMS),
    classifierPossible: thresholdFor(logits, 0, ANY_FALSE_ALARMS),
    contextTurns: CONTEXT_TURNS,
  }
}
