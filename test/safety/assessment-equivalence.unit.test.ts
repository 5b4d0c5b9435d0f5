import { describe, expect, it } from "vitest"
import {
  assessReading,
  assessRisk,
  cleanMessage,
  readText,
  RISK_MODEL,
  type TextReader,
  type TextReading,
} from "../../domain/safety/risk-assessment.ts"
import { readCorpus } from "./corpus.ts"
import { NEGATIVE_GROUPS, POSITIVE_GROUPS } from "./phrase-table/index.ts"
import { referenceReading } from "./reference-reading.ts"

/**
 * The send path's assessment (rules tried only where their first words stand, features scored against the
 * model's vocabulary without naming them) answers exactly like the reference path (reference-reading.ts: every
 * rule tried, every feature named as training names it): the same rules, word classes, level and categories,
 * and the same classifier logit and combined score (to 1e-9; they differ by the order of a sum, below 1e-13), on every message of the
 * training part of the corpus, alone and after the three before it, and on long and bad inputs.
 */
const TOLERANCE = 1e-9
const CORPUS = readCorpus("training").map((message) => message.text)
const PHRASES = [...POSITIVE_GROUPS, ...NEGATIVE_GROUPS].flatMap((group) => group.phrases)

/** A deterministic generator (a linear congruential one), so a failure is the same on every run. */
const generator = (seed: number) => {
  let state = seed
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0
    return state / 2 ** 32
  }
  return { next, pick: <T>(items: ReadonlyArray<T>): T => items[Math.floor(next() * items.length)] as T }
}

const SEPARATORS = [
  " ",
  " ",
  " ",
  ", ",
  ". ",
  " - ",
  "\n",
  "! ",
  "? ",
  "; ",
  ": ",
  " + ",
  " — ",
  "'",
  " «",
  "» ",
]
const ODDITIES = [
  "😀",
  "\u0001",
  "\u200b",
  "¿",
  "©",
  "ü",
  "à",
  "É",
  "`",
  "’",
  "“",
  "”",
  "\ud800",
  "ﬁ",
  "İ",
  "K",
]

/** Corpus words shuffled with punctuation, capitals, stretched and k-spelled words, runs of letters and signs. */
const mixedText = (random: ReturnType<typeof generator>, words: ReadonlyArray<string>, count: number) => {
  let text = ""
  for (let i = 0; i < count; i++) {
    let word = random.pick(words)
    const roll = random.next()
    if (roll < 0.03) word = word.toUpperCase()
    else if (roll < 0.05) word = word.replace(/([aeiou])/, "$1$1$1")
    else if (roll < 0.06) word = word.replace(/c/g, "k")
    else if (roll < 0.065) word += "x".repeat(40)
    else if (roll < 0.08) word = random.pick(ODDITIES) + word
    text += word + random.pick(SEPARATORS)
  }
  return text
}

/** 10,000 characters of varied everyday text, as the bench reads. */
const longText = (start: number) => {
  let text = ""
  for (let i = start; text.length < 10_000; i++) text += `${CORPUS[i % CORPUS.length]} `
  return text.slice(0, 10_000)
}

const generated = (): ReadonlyArray<string> => {
  const random = generator(23)
  const words = CORPUS.slice(0, 4_000).flatMap((text) => text.split(/\s+/))
  return [
    "",
    " ",
    "\n\t ,;:.",
    "😀🙏🏽❤️‍🔥",
    "🙂🙂",
    "a".repeat(100_000),
    "non so più cosa fare. ".repeat(5_000),
    "\u0000\u0007ciao\u001b[31m\u007f \ud800 come va? \u0085\u009f",
    "I'm fine, grazie, ça va, всё хорошо, 大丈夫, لا بأس",
    "I want to die, voglio morire, je veux mourir, quiero morir",
    "constructor toString __proto__ hasOwnProperty valueOf: voglio morire",
    "KKKK kiki ankora stalking, moriiiire vogliooo ammazzzarmi",
    `${"x".repeat(45)} voglio ${"ab".repeat(30)} 1234 00 999`,
    "nn xke cmq + - – — k x ke qnd dmn, me voglio accide",
    "\u212A\u0130 İstanbul ǅ ß ﬁ Ⅻ ①",
    "voglio morire ".repeat(3_000),
    longText(0),
    longText(5_300),
    ...Array.from({ length: 300 }, () =>
      mixedText(random, words, Math.floor(random.next() ** 3 * 2_000) + 1),
    ),
  ]
}

const same = (actual: TextReading, expected: TextReading) =>
  actual.rules.length === expected.rules.length &&
  actual.rules.every((rule, i) => rule === expected.rules[i]) &&
  actual.mustNotMiss === expected.mustNotMiss &&
  Math.abs(actual.classifier.crisisLogit - expected.classifier.crisisLogit) <= TOLERANCE &&
  Math.abs(actual.score - expected.score) <= TOLERANCE &&
  JSON.stringify(actual.classifier.categories.map((c) => c.category)) ===
    JSON.stringify(expected.classifier.categories.map((c) => c.category)) &&
  actual.classifier.categories.every(
    (c, i) =>
      Math.abs(c.probability - (expected.classifier.categories[i]?.probability ?? Number.NaN)) <= TOLERANCE,
  ) &&
  JSON.stringify([...actual.classes].sort()) === JSON.stringify([...expected.classes].sort())

/** The texts whose readings differ (cleaned as the assessment cleans them, or raw), shortened for a failure. */
const readingsThatDiffer = (texts: ReadonlyArray<string>, clean = true) =>
  texts
    .map((text) => (clean ? cleanMessage(text) : text))
    .filter((text) => !same(readText(RISK_MODEL, text), referenceReading(RISK_MODEL, text)))
    .map((text) => text.slice(0, 200))

const REFERENCE_READER: TextReader = {
  read: (text) => referenceReading(RISK_MODEL, text),
  readAfter: (earlier, text) => referenceReading(RISK_MODEL, `${earlier}\n${text}`),
}

const reference = (message: string, turns: ReadonlyArray<string>) =>
  assessReading(RISK_MODEL.combination, REFERENCE_READER, message, turns)

/** The messages (index into `texts`) whose assessment after the `turns` before them differs. */
const assessmentsThatDiffer = (texts: ReadonlyArray<string>, turns: number, every = 1) =>
  texts.flatMap((message, i) => {
    if (i % every !== 0) return []
    const before = texts.slice(Math.max(0, i - turns), i)
    const actual = assessRisk(message, before)
    return JSON.stringify(actual) === JSON.stringify(reference(message, before))
      ? []
      : [message.slice(0, 200)]
  })

describe("the send path's assessment against the reference path", () => {
  it("reads every training message and phrase like the reference: rules, classes, logit and score", () => {
    expect(readingsThatDiffer([...CORPUS, ...PHRASES])).toEqual([])
  }, 600_000)

  it("assesses every training message alone, and every fifth after the three before it, like the reference", () => {
    expect(assessmentsThatDiffer(CORPUS, 0)).toEqual([])
    expect(assessmentsThatDiffer(CORPUS, 3, 5)).toEqual([])
  }, 600_000)

  it("reads and assesses long and bad inputs like the reference: empty, emoji, 100 KB, control characters, mixed languages", () => {
    const inputs = generated()
    expect(readingsThatDiffer(inputs)).toEqual([])
    expect(readingsThatDiffer(inputs, false)).toEqual([])
    expect(assessmentsThatDiffer(inputs, 0)).toEqual([])
    expect(assessmentsThatDiffer(inputs, 3)).toEqual([])
    const turns = ["non ce la faccio più", "ho comprato una corda", longText(0).slice(0, 2_000)]
    for (const message of [longText(0), longText(10_600), "stasera", "ok"])
      expect(assessRisk(message, turns)).toEqual(reference(message, turns))
    // a dash at the line break between the turns and the message joins them into one sentence for the features
    for (const [turn, message] of [
      ["non ce la faccio più -", "- e poi basta"],
      ["ho preso le pillole", "— tutte quante"],
      ["non ce la faccio +", "+ niente"],
      ["voglio morire\n", "\n- davvero"],
    ] as const)
      expect(assessRisk(message, [turn])).toEqual(reference(message, [turn]))
  }, 600_000)
})
