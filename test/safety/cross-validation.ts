/** k-fold cross-validation on the training part: every message scored by a model that never saw it. */
import { execFile } from "node:child_process"
import { join } from "node:path"
import { promisify } from "node:util"
import type { CorpusMessage } from "./corpus.ts"
import type { ClassifierOptions } from "./train-classifier.ts"

/** Folds stratified by category: within each category, in corpus order, message i goes to fold i mod k. */
export const foldsOf = (messages: ReadonlyArray<CorpusMessage>, k: number): ReadonlyArray<number> => {
  const seen = new Map<string, number>()
  return messages.map((m) => {
    const n = seen.get(m.category) ?? 0
    seen.set(m.category, n + 1)
    return n % k
  })
}

/**
 * The class scores of every training message, out of fold, in corpus order: the k folds trained side by side in processes of their own
 * (fold.ts): on a machine with several cores, or a shared one, the k fits take the time of about one.
 */
export const outOfFoldLogitsInParallel = async (
  messages: ReadonlyArray<CorpusMessage>,
  options: ClassifierOptions,
  k: number,
): Promise<ReadonlyArray<ReadonlyArray<number>>> => {
  const run = promisify(execFile)
  const script = join(import.meta.dirname, "fold.ts")
  const result: Array<ReadonlyArray<number>> = messages.map(() => [])
  const parts = await Promise.all(
    Array.from({ length: k }, (_, fold) =>
      run(
        process.execPath,
        [script, "--fold", String(fold), "--folds", String(k), "--options", JSON.stringify(options)],
        { maxBuffer: 1 << 30 },
      ),
    ),
  )
  for (const { stdout } of parts)
    for (const [index, scores] of JSON.parse(stdout) as Array<[number, ReadonlyArray<number>]>)
      result[index] = scores
  if (result.some((scores) => scores.length === 0)) throw new Error("a fold left messages unscored")
  return result
}
