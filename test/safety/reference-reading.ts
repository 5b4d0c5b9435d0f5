/**
 * The crisis assessment's reading of one text the slow, plain way, as it was before the send path was made fast
 * (issue 23): every rule tried on every clause, none skipped by its first words (crisis-triggers.ts), and every
 * feature named (feature-names.ts, what training reads) and its weight looked up by name. The runtime must
 * answer exactly like it (assessment-equivalence.unit.test.ts).
 */
import { isJoking, STORY_OR_STUDY, withoutJokingQuotes } from "../../domain/safety/crisis-context.ts"
import { NEGATED_PREFIX } from "../../domain/safety/crisis-detector.ts"
import type { CrisisCategory, CrisisPattern } from "../../domain/safety/crisis-pattern.ts"
import { CRISIS_PATTERNS } from "../../domain/safety/crisis-patterns.ts"
import { SUICIDE_PLAN_PATTERNS } from "../../domain/safety/crisis-patterns-plans.ts"
import { foldForDetection, squashPattern } from "../../domain/safety/italian-text.ts"
import { combinedReading, type RiskModel, type TextReading } from "../../domain/safety/risk-assessment.ts"
import { readingOf } from "../../domain/safety/risk-classifier.ts"
import { classLogits, featuresOf } from "./feature-names.ts"

const clausesOf = (folded: string): ReadonlyArray<string> =>
  folded
    .split(/[.,;:!?\n]+|\b(?:ma|pero|pero che|eppure|anche se)\b/)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0)

const optional = (pattern: RegExp | undefined) => (pattern ? squashPattern(pattern) : undefined)

const RULES = CRISIS_PATTERNS.map((rule) => ({
  source: rule,
  pattern: squashPattern(rule.pattern, "g"),
  idiom: optional(rule.idiom),
  notAfter: optional(rule.notAfter),
  requires: optional(rule.requires),
}))

type Rule = (typeof RULES)[number]

const STORY = squashPattern(STORY_OR_STUDY)

const matchesIn = (text: string, rule: Rule, negatable: boolean): boolean => {
  for (const match of text.matchAll(rule.pattern)) {
    const before = text.slice(0, match.index)
    const from = text.slice(match.index)
    if (rule.idiom?.test(from)) continue
    if (rule.notAfter?.test(before)) continue
    if (negatable && NEGATED_PREFIX.test(before)) continue
    return true
  }
  return false
}

const ruleFires = (rule: Rule, folded: string, clauses: ReadonlyArray<string>, joking: boolean) => {
  if (rule.requires && !rule.requires.test(folded)) return false
  if (joking && rule.source.category === "harm_to_others") return false
  if (rule.source.scope === "message") return matchesIn(folded, rule, false)
  return clauses.some(
    (clause) => !(rule.source.mention && STORY.test(clause)) && matchesIn(clause, rule, true),
  )
}

/** The rules that fire: the first of each category, and every one of `always` that fires (firingPatterns). */
export const referenceFiring = (
  text: string,
  always: ReadonlySet<CrisisPattern>,
): ReadonlyArray<CrisisPattern> => {
  const folded = foldForDetection(withoutJokingQuotes(text))
  const clauses = clausesOf(folded)
  const joking = isJoking(folded)
  const found = new Set<CrisisCategory>()
  const fired: Array<CrisisPattern> = []
  for (const rule of RULES) {
    if (found.has(rule.source.category) && !always.has(rule.source)) continue
    if (ruleFires(rule, folded, clauses, joking)) {
      found.add(rule.source.category)
      fired.push(rule.source)
    }
  }
  return fired
}

const PLANS: ReadonlySet<CrisisPattern> = new Set(SUICIDE_PLAN_PATTERNS)

/** What readText answers, by the reference path. */
export const referenceReading = (model: RiskModel, text: string): TextReading => {
  const features = featuresOf(text, model.classifier.lexicon)
  const classes = new Set(features.filter((f) => f.startsWith("g:")).map((f) => f.slice(2)))
  return combinedReading(
    model.combination,
    referenceFiring(text, PLANS),
    readingOf(classLogits(model.classifier, features)),
    classes,
  )
}
