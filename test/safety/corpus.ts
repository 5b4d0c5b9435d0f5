/**
 * The safety corpus (test/safety-corpus/README.md): JSON Lines of labelled Italian messages. The training part
 * is what the model, the rules and every threshold are chosen from; the held-out part is read only by the eval.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { CrisisCategory } from "../../domain/safety/crisis-detector.ts"
import { NEGATIVE_GROUPS, POSITIVE_GROUPS } from "./phrase-table/index.ts"

export type CorpusCategory = CrisisCategory | "none"

export interface CorpusMessage {
  readonly id: string
  readonly text: string
  readonly label: "crisis" | "none"
  readonly category: CorpusCategory
  readonly kind: string
}

export const CATEGORIES: ReadonlyArray<CrisisCategory> = ["suicide", "self_harm", "harm_to_others", "abuse"]

/** `training`, or a held-out part: `held-out-N`, N counting the parts written so far (README). */
export type CorpusPart = string

const corpusRoot = join(import.meta.dirname, "..", "safety-corpus")
const corpusDir = (part: CorpusPart) => join(corpusRoot, part)

const heldOutNumber = (name: string) => Number(/^held-out-(\d+)$/.exec(name)?.[1] ?? Number.NaN)

/** The held-out parts on disk, oldest first (parts already seen have been moved into training/). */
export const heldOutParts = (): ReadonlyArray<CorpusPart> =>
  readdirSync(corpusRoot)
    .filter((name) => Number.isInteger(heldOutNumber(name)))
    .sort((a, b) => heldOutNumber(a) - heldOutNumber(b))

export const isCorpusPart = (part: string): boolean => part === "training" || heldOutParts().includes(part)

const parseLine = (file: string, line: string, index: number): CorpusMessage => {
  const row = JSON.parse(line) as Partial<CorpusMessage>
  const valid =
    typeof row.id === "string" &&
    typeof row.text === "string" &&
    (row.label === "crisis" || row.label === "none") &&
    (row.category === "none" || CATEGORIES.includes(row.category as CrisisCategory)) &&
    (row.label === "none") === (row.category === "none")
  if (!valid) throw new Error(`${file}:${index + 1}: not a corpus message (id, text, label, category)`)
  return { ...(row as CorpusMessage), kind: row.kind ?? "" }
}

/** Every message of one part, files in name order, lines in file order (so training is reproducible). */
export const readCorpus = (part: CorpusPart): ReadonlyArray<CorpusMessage> => {
  const dir = corpusDir(part)
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()
  return files.flatMap((name) =>
    readFileSync(join(dir, name), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line, index) => parseLine(name, line, index)),
  )
}

/**
 * The rule detector's phrase table (test/safety/phrase-table/) as extra training messages: short sentences the
 * team wrote for the rules, never held out. They train every model (each cross-validation fold too) but are
 * never scored: the figures are the corpus's alone.
 */
export const phraseTableMessages = (): ReadonlyArray<CorpusMessage> => [
  ...POSITIVE_GROUPS.flatMap((group) =>
    group.phrases.map((text, i) => ({
      id: `table-${group.group}-${i}`,
      text,
      label: "crisis" as const,
      category: group.category,
      kind: "phrase_table",
    })),
  ),
  ...NEGATIVE_GROUPS.flatMap((group) =>
    group.phrases.map((text, i) => ({
      id: `table-${group.group}-${i}`,
      text,
      label: "none" as const,
      category: "none" as const,
      kind: "phrase_table",
    })),
  ),
]
