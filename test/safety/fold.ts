/**
 * One fold of the cross-validation, in a process of its own (cross-validation.ts runs the k folds side by side):
 * trains on the training part without fold `--fold` (and the phrase table), and prints the class scores of the
 * fold's messages as JSON, `[index, scores]` pairs in corpus order. Deterministic like every training here.
 */
import { classLogits } from "./feature-names.ts"
import { phraseTableMessages, readCorpus } from "./corpus.ts"
import { foldsOf } from "./cross-validation.ts"
import { hunspellLexicon } from "./hunspell-lexicon.ts"
import { featurise, trainClassifier, type ClassifierOptions } from "./train-classifier.ts"

const value = (name: string) => process.argv[process.argv.indexOf(`--${name}`) + 1] as string
const fold = Number(value("fold"))
const folds = Number(value("folds"))
const options = JSON.parse(value("options")) as ClassifierOptions

const messages = readCorpus("training")
const lexicon = hunspellLexicon()
const data = featurise(messages, lexicon)
const assigned = foldsOf(messages, folds)
const classifier = trainClassifier(
  [...data.filter((_, i) => assigned[i] !== fold), ...featurise(phraseTableMessages(), lexicon)],
  lexicon,
  options,
)
const scores = data.flatMap((d, i) =>
  assigned[i] === fold ? [[i, classLogits(classifier, d.features)]] : [],
)
process.stdout.write(JSON.stringify(scores))
