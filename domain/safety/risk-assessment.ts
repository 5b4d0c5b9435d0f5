import { CATEGORY_ORDER, firingPatterns } from "./crisis-detector.ts"
import type { CrisisCategory, CrisisPattern } from "./crisis-pattern.ts"
import { SUICIDE_PLAN_PATTERNS } from "./crisis-patterns-plans.ts"
import { readingOf, type ClassifierReading, type RiskClassifier } from "./risk-classifier.ts"
import { prepareReading, readFeatures, readFeaturesAfter } from "./risk-features.ts"
import { decodeClassifier, type RiskCombination, type RiskModelFile } from "./risk-model-file.ts"
import modelFile from "./risk-model.json" with { type: "json" }
import { vocabularyCompiled } from "./risk-vocabulary.ts"

/**
 * The crisis assessment of the send path (issue 23), in layers each measured alone by `npm run safety:eval`:
 * Italian normalisation and morphology (italian-words.ts), the rules (crisis-detector.ts), the classifier
 * trained on the safety corpus (risk-classifier.ts), and the conversation. "high" raises the crisis card;
 * "possible", the band just below, makes the assistant ask gently and directly. Pure and deterministic.
 */
export type RiskLevel = "none" | "possible" | "high"

export interface RiskAssessment {
  readonly level: RiskLevel
  /** level === "high": the crisis card is raised. */
  readonly crisis: boolean
  /** Best guess, may be empty for "possible". */
  readonly categories: ReadonlyArray<CrisisCategory>
}

export interface RiskModel {
  readonly classifier: RiskClassifier
  readonly combination: RiskCombination
}

/** What each layer says of one text. */
export interface TextReading {
  readonly rules: ReadonlyArray<CrisisPattern>
  /** A rule for an explicit method or a plan with a time fired: never missed. */
  readonly mustNotMiss: boolean
  readonly classifier: ClassifierReading
  /** The layers combined (RiskCombination). */
  readonly score: number
  /** The word classes of risk-lexicon.ts the text has ("means", "height", "soon"…). */
  readonly classes: ReadonlySet<string>
}

const NONE: RiskAssessment = { level: "none", crisis: false, categories: [] }
const PLANS: ReadonlySet<CrisisPattern> = new Set(SUICIDE_PLAN_PATTERNS)
const RANK: Record<RiskLevel, number> = { none: 0, possible: 1, high: 2 }
/** Above this a message is not read further: its risk is in the first 50,000 characters or nowhere. */
const MAX_CHARACTERS = 50_000
/** What the conversation reads of a long message with the turns before it: its end, where it meets them. */
const CONTEXT_TAIL = 2_000
/** A second category is named when the classifier gives it at least this share. */
const SECOND_CATEGORY = 0.35

/** Control characters and anything that is not a string become spaces or nothing: bad input is read, not thrown. */
export const cleanMessage = (message: unknown): string =>
  typeof message === "string" ? message.slice(0, MAX_CHARACTERS).replace(/(?![\n\t])\p{Cc}/gu, " ") : ""

/** The layers' answers on one text combined (RiskCombination). */
export const combinedReading = (
  combination: RiskCombination,
  rules: ReadonlyArray<CrisisPattern>,
  classifier: ClassifierReading,
  classes: ReadonlySet<string>,
): TextReading => {
  const score =
    combination.classifier * classifier.crisisLogit +
    combination.rules * (rules.length > 0 ? 1 : 0) +
    combination.bias
  return { rules, mustNotMiss: rules.some((rule) => PLANS.has(rule)), classifier, score, classes }
}

export const readText = (model: RiskModel, text: string): TextReading => {
  const { logits, classes } = readFeatures(model.classifier, text)
  return combinedReading(model.combination, firingPatterns(text, PLANS), readingOf(logits), classes)
}

/** How an assessment reads the texts it reads: the model's layers, or the tests' reference reading. */
export interface TextReader {
  readonly read: (text: string) => TextReading
  /** What read(`${earlier}\n${text}`) gives, asked just after read(earlier) (it may go on from that reading). */
  readonly readAfter: (earlier: string, text: string) => TextReading
}

const modelReader = (model: RiskModel): TextReader => ({
  read: (text) => readText(model, text),
  readAfter: (earlier, text) => {
    const { logits, classes } = readFeaturesAfter(model.classifier, earlier, text)
    const rules = firingPatterns(`${earlier}\n${text}`, PLANS)
    return combinedReading(model.combination, rules, readingOf(logits), classes)
  },
})

export const levelOf = (combination: RiskCombination, reading: TextReading): RiskLevel =>
  (reading.mustNotMiss &&
    (combination.mustNotMissFloor === null || reading.score >= combination.mustNotMissFloor)) ||
  reading.score >= combination.high
    ? "high"
    : reading.score >= combination.possible
      ? "possible"
      : "none"

const categoriesOf = (reading: TextReading): ReadonlyArray<CrisisCategory> => {
  const found = new Set(reading.rules.map((rule) => rule.category))
  const [first, second] = reading.classifier.categories
  if (first) found.add(first.category)
  if (second && second.probability >= SECOND_CATEGORY) found.add(second.category)
  return CATEGORY_ORDER.filter((category) => found.has(category))
}

const assessmentOf = (level: RiskLevel, reading: TextReading): RiskAssessment =>
  level === "none" ? NONE : { level, crisis: level === "high", categories: categoriesOf(reading) }

/** A means or a place named in the turns before, and a moment to act in this message: a plan across turns. */
const MEANS = ["means", "height"]
const planAcrossTurns = (earlier: TextReading, message: TextReading) =>
  MEANS.some((name) => earlier.classes.has(name)) && message.classes.has("when")

/**
 * The message with the user's turns before it: risk that builds raises the level when reading them together
 * scores above reading the earlier turns alone, so a calm message after a disclosure does not raise it again
 * by itself. A means or a place in turns that the model already leans to read as a crisis (a score above 0),
 * then a moment to act ("ho comprato una corda", then "stasera"), is a plan with a time: "high", like the
 * rules for one.
 */
const inContext = (
  combination: RiskCombination,
  reader: TextReader,
  message: string,
  reading: TextReading,
  turns: ReadonlyArray<string>,
): RiskAssessment => {
  const earlier = turns.slice(-combination.contextTurns).map(cleanMessage).join("\n")
  if (earlier.trim() === "") return NONE
  const before = reader.read(earlier)
  if (before.score > 0 && planAcrossTurns(before, reading)) return assessmentOf("high", before)
  const together = reader.readAfter(earlier, message.slice(-CONTEXT_TAIL))
  const builds = together.score > before.score || (together.mustNotMiss && !before.mustNotMiss)
  return builds ? assessmentOf(levelOf(combination, together), together) : NONE
}

/** The assessment of a message with the turns before it, each text read by `reader`. */
export const assessReading = (
  combination: RiskCombination,
  reader: TextReader,
  message: string,
  recentUserTurns: ReadonlyArray<string>,
): RiskAssessment => {
  const text = cleanMessage(message)
  const reading = reader.read(text)
  const alone = assessmentOf(levelOf(combination, reading), reading)
  if (alone.level === "high" || !Array.isArray(recentUserTurns) || recentUserTurns.length === 0) return alone
  const together = inContext(combination, reader, text, reading, recentUserTurns)
  return RANK[together.level] > RANK[alone.level] ? together : alone
}

export const assessWith = (
  model: RiskModel,
  message: string,
  recentUserTurns: ReadonlyArray<string>,
): RiskAssessment => assessReading(model.combination, modelReader(model), message, recentUserTurns)

const file = modelFile as RiskModelFile
let decoded: RiskClassifier | undefined

/**
 * The committed model. Its classifier is decoded from the file the first time it is asked for, and its lookup
 * tables are compiled the first time it scores, so importing this module does none of that work; the server does
 * it right after it is ready (warmRiskModel), before anyone's first message.
 */
export const RISK_MODEL: RiskModel = {
  get classifier() {
    return (decoded ??= decodeClassifier(file))
  },
  combination: file.combination,
}

/** Decodes the model and builds what its first assessment would: every assessment after answers the same. */
export const warmRiskModel = (): void => prepareReading(RISK_MODEL.classifier)

/** Whether the model is decoded and its tables compiled (by warmRiskModel or a first assessment). */
export const riskModelWarm = (): boolean => decoded !== undefined && vocabularyCompiled(decoded)

/** recentUserTurns: the session's recent user messages before this one, oldest first (may be empty). */
export const assessRisk = (message: string, recentUserTurns: ReadonlyArray<string>): RiskAssessment =>
  assessWith(RISK_MODEL, message, recentUserTurns)
