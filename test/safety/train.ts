/**
 * `npm run safety:train`: rebuilds domain/safety/risk-model.json from the training part of the safety corpus
 * and the rules' phrase table alone, byte for byte the same from the same corpus (full-batch L-BFGS, no randomness, sorted tables). Prints
 * the cross-validated figures the thresholds were chosen from. The held-out part is never read here.
 */
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { format, resolveConfig } from "prettier"
import { familyOf } from "../../domain/safety/risk-classifier.ts"
import { encodeWeights, type RiskModelFile } from "../../domain/safety/risk-model-file.ts"
import { fitCombination } from "./combination.ts"
import { phraseTableMessages, readCorpus } from "./corpus.ts"
import { compactLexicon, hunspellLexicon } from "./hunspell-lexicon.ts"
import { summaryLines } from "./layer-metrics.ts"
import { DEFAULT_CLASSIFIER_OPTIONS, featurise, trainClassifier } from "./train-classifier.ts"
import { crossValidatedScores, FOLDS, layerOutcomes } from "./training-run.ts"

const MODEL_PATH = join(import.meta.dirname, "..", "..", "domain", "safety", "risk-model.json")
const SCALE = 0.01
/** Budget of the lexicon's forms, so the whole file stays well under 1 MB. */
const LEXICON_FORMS = 12_000

const messages = readCorpus("training")
const options = DEFAULT_CLASSIFIER_OPTIONS
console.log(`training part: ${messages.length} messages; expanding the Hunspell Italian dictionary…`)
const lexicon = hunspellLexicon()

console.log(
  `${FOLDS}-fold cross-validation (one process per fold) beside the model on the whole training part…`,
)
const folds = crossValidatedScores(messages, options)
const classifier = trainClassifier(
  featurise([...messages, ...phraseTableMessages()], lexicon),
  lexicon,
  options,
)
const scores = await folds
const combination = fitCombination(scores)
const outcomes = layerOutcomes(scores, combination)
for (const layer of ["rules", "classifier", "whole"] as const)
  for (const line of summaryLines(layer, outcomes[layer])) console.log(line)
/** How much each stem weighs in the model: the largest weight of a feature that reads it. */
const importance = new Map<string, number>()
for (const [feature, w] of classifier.weights) {
  const family = familyOf(feature)
  if (family !== "s" && family !== "s2" && family !== "n") continue
  const size = Math.max(...w.map(Math.abs))
  for (const stem of feature.slice(family.length + 1).split(" "))
    importance.set(stem, Math.max(size, importance.get(stem) ?? 0))
}
const lexiconPart = compactLexicon(lexicon, importance, LEXICON_FORMS)
const file: RiskModelFile = {
  about:
    "Written by `npm run safety:train` (test/safety/train.ts) from test/safety-corpus/training; do not edit. " +
    `Options: ${JSON.stringify(options)}.`,
  scale: SCALE,
  ...encodeWeights(classifier, SCALE),
  lengthPower: classifier.lengthPower,
  lexiconStems: lexiconPart.stems.map(([form, stem]) => `${form}\t${stem}`).join("\n"),
  lexiconInfinitives: lexiconPart.infinitives.join(" "),
  combination,
}
const text = await format(JSON.stringify(file), {
  ...(await resolveConfig(MODEL_PATH)),
  parser: "json",
})
writeFileSync(MODEL_PATH, text)
console.log(
  `wrote ${MODEL_PATH}: ${classifier.weights.size} features, ${lexiconPart.stems.length} lexicon forms, ` +
    `${lexiconPart.infinitives.length} infinitives, ${(text.length / 1024).toFixed(0)} KB; ` +
    `combination ${JSON.stringify(combination)}`,
)
