/**
 * `npm run safety:eval`: the crisis assessment on the held-out part of the safety corpus
 * (test/safety-corpus/README.md), layer by layer — the rules alone, the classifier alone, the whole assessment,
 * and the conversation — with recall per category for the card ("high") and for any response ("high" or
 * "possible"), the false-alarm rates, then every miss and false alarm.
 *   -- --split training     the same figures by k-fold cross-validation on the training part
 *   -- --split training --options '{"l2":1e-6}'   the same with classifier options other than the defaults (an
 *                           experiment, chosen by cross-validation on the training part only)
 *   -- --split training --reuse-scores   the out-of-fold scores of the last cross-validation run (kept in
 *                           .data/safety-cv-scores.json, refused unless the corpus and options are the same), to
 *                           try another way of combining them without training the folds again
 *   -- --provider claude|gpt|gemini   the configured provider's second opinion on the same messages
 * Every summary line starts with "summary": `npm run safety:eval | grep ^summary` reads them apart from the
 * misses. Nothing here may be used to choose rules, features or thresholds on the held-out part.
 */
import { detectCrisis } from "../../domain/safety/crisis-detector.ts"
import { assessRisk, RISK_MODEL, type RiskLevel } from "../../domain/safety/risk-assessment.ts"
import { classify } from "../../domain/safety/risk-classifier.ts"
import { sentencesOf } from "../../domain/safety/italian-words.ts"
import { fitCombination } from "./combination.ts"
import { heldOutParts, isCorpusPart, readCorpus, type CorpusMessage, type CorpusPart } from "./corpus.ts"
import { missLines, summaryLines, type Outcome } from "./layer-metrics.ts"
import { providerOutcomes } from "./provider-opinion.ts"
import { DEFAULT_CLASSIFIER_OPTIONS, type ClassifierOptions } from "./train-classifier.ts"
import { crossValidatedScores, FOLDS, layerOutcomes, savedScores } from "./training-run.ts"

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`)
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`))
  return inline ? inline.slice(name.length + 3) : index >= 0 ? process.argv[index + 1] : undefined
}

const split: CorpusPart = argument("split") ?? heldOutParts().at(-1) ?? "training"
if (!isCorpusPart(split))
  throw new Error(
    `--split is training or one of the held-out parts (${heldOutParts().join(", ")}), not ${split}`,
  )
const provider = argument("provider")
/** `--options`: classifier options other than the defaults, for a cross-validation experiment only. */
const optionsOf = (text: string | undefined): ClassifierOptions => {
  if (text === undefined) return DEFAULT_CLASSIFIER_OPTIONS
  if (split !== "training")
    throw new Error(
      "--options trains new models: it goes with --split training (a held-out part reads the committed model)",
    )
  const known = new Set([...Object.keys(DEFAULT_CLASSIFIER_OPTIONS), "families", "nbSmoothing"])
  let given: unknown
  try {
    given = JSON.parse(text)
  } catch {
    throw new Error(`--options is a JSON object of classifier options, not ${text}`)
  }
  if (typeof given !== "object" || given === null || Array.isArray(given))
    throw new Error(`--options is a JSON object of classifier options, not ${text}`)
  const unknown = Object.keys(given).filter((key) => !known.has(key))
  if (unknown.length > 0)
    throw new Error(`--options: unknown option ${unknown.join(", ")} (known: ${[...known].join(", ")})`)
  return { ...DEFAULT_CLASSIFIER_OPTIONS, ...(given as Partial<ClassifierOptions>) }
}
const options = optionsOf(argument("options"))

const graded = (score: number, high: number, possible: number): RiskLevel =>
  score >= high ? "high" : score >= possible ? "possible" : "none"

const RANK: Record<RiskLevel, number> = { none: 0, possible: 1, high: 2 }

/** The committed model on a part it was not trained on: each layer alone, then the whole. */
const committedLayers = (messages: ReadonlyArray<CorpusMessage>) => {
  const { combination } = RISK_MODEL
  return {
    rules: messages.map((message) => ({
      message,
      level: detectCrisis(message.text).crisis ? ("high" as const) : ("none" as const),
    })),
    classifier: messages.map((message) => ({
      message,
      level: graded(
        classify(RISK_MODEL.classifier, message.text).crisisLogit,
        combination.classifierHigh,
        combination.classifierPossible,
      ),
    })),
    whole: messages.map((message) => ({ message, level: assessRisk(message.text, []).level })),
  }
}

/**
 * Conversations made from the part: a crisis message of several sentences said one sentence per turn (its
 * highest level over the turns, each read with the turns before it), and each everyday message read after the
 * everyday message before it in the corpus (a false alarm when the context raised it above the message alone).
 */
const conversationLayer = (messages: ReadonlyArray<CorpusMessage>): ReadonlyArray<Outcome> => {
  let previous: string | undefined
  return messages.flatMap((message): ReadonlyArray<Outcome> => {
    if (message.label === "none") {
      const before = previous
      previous = message.text
      if (before === undefined) return []
      const alone = assessRisk(message.text, []).level
      const together = assessRisk(message.text, [before]).level
      return [{ message, level: RANK[together] > RANK[alone] ? together : "none" }]
    }
    const turns = message.text.split(/(?<=[.!?])\s+|\n+/).filter((turn) => sentencesOf(turn).length > 0)
    if (turns.length < 2) return []
    const levels = turns.map((turn, i) => assessRisk(turn, turns.slice(0, i)).level)
    return [{ message, level: levels.reduce((a, b) => (RANK[b] > RANK[a] ? b : a), "none" as RiskLevel) }]
  })
}

const print = (layers: Readonly<Record<string, ReadonlyArray<Outcome>>>) => {
  for (const [layer, outcomes] of Object.entries(layers))
    for (const line of summaryLines(layer, outcomes)) console.log(line)
  for (const [layer, outcomes] of Object.entries(layers))
    for (const line of missLines(layer, outcomes)) console.log(line)
}

const messages = readCorpus(split)
console.log(`summary part: ${split}, ${messages.length} messages`)
if (provider !== undefined) {
  print({ [provider]: await providerOutcomes(provider, messages) })
} else if (split === "training") {
  console.log(`summary ${FOLDS}-fold cross-validation: each message scored by a classifier that never saw it`)
  console.log(`summary classifier options: ${JSON.stringify(options)}`)
  const scores = process.argv.includes("--reuse-scores")
    ? savedScores(messages, options)
    : await crossValidatedScores(messages, options)
  const combination = fitCombination(scores)
  console.log(`summary thresholds chosen on these out-of-fold scores: ${JSON.stringify(combination)}`)
  print({
    ...layerOutcomes(scores, combination),
    // the committed model saw these messages: its conversation figures here are in-sample
    "conversation (in-sample)": conversationLayer(messages),
  })
} else {
  print({ ...committedLayers(messages), conversation: conversationLayer(messages) })
}
