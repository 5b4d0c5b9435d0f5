import { normaliseItalian, type CrisisCategory } from "../../domain/safety/crisis-detector.ts"
import type { ChatTurn } from "./ai-request.ts"
import * as Lexicon from "./local-crisis-lexicon.ts"
import type { CrisisKind } from "./local-crisis-lexicon.ts"
import {
  NO_MEANS,
  POSSIBLE_RISK,
  REFUSALS,
  RETRACTION,
  URGENT,
  URGENT_AWAY_FROM,
} from "./local-crisis-moments.ts"
import { readTurn, type AskedStep, type Danger, type TurnReading } from "./local-crisis-reading.ts"

/*
 * Where a crisis conversation stands, read from the conversation itself (plaintext turns, oldest first, and the
 * current message): which steps the assistant's earlier replies took — its own sentences are known by heart, a
 * model's are recognised by their words — and what the person answered to each.
 */

export type CrisisStep = "safety" | "ask" | "explore" | "reasons" | "plan" | "contact"
/** What a sentence of an earlier reply did. "crisis": part of a crisis reply; "risk": of a possible-risk one. */
export type Tag = CrisisStep | "risk_ask" | "risk" | "urgent" | "retraction" | "crisis"

export const sentencesOf = (text: string): ReadonlyArray<string> =>
  text
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "")

/** A sentence as compared for repeats and recognised: accents, case and punctuation aside. */
export const sentenceKey = (sentence: string): string =>
  normaliseItalian(sentence)
    .replace(/[.,;:!?]/g, "")
    .replace(/ +/g, " ")
    .trim()

const all = (pools: Readonly<Record<string, ReadonlyArray<string>>>) => Object.values(pools).flat()

const TAGGED: ReadonlyArray<readonly [Tag, ReadonlyArray<string>]> = [
  ["safety", all(Lexicon.SAFETY_QUESTIONS)],
  ["ask", [...Lexicon.ASK_QUESTIONS, ...Lexicon.ASK_AFTER_SELF_HARM]],
  ["explore", [...Lexicon.EXPLORE_LEADS, ...Lexicon.EXPLORE_QUESTIONS]],
  ["reasons", [...all(Lexicon.REASONS_LEADS), ...all(Lexicon.REASONS_QUESTIONS)]],
  ["plan", [...Lexicon.PLAN_LEADS, ...Lexicon.PLAN_QUESTIONS]],
  ["contact", [...Lexicon.CONTACT_LEADS, ...Lexicon.CONTACT_GENTLE, ...Lexicon.CONTACT_QUESTIONS]],
  ["urgent", [...all(URGENT), ...all(URGENT_AWAY_FROM)]],
  ["retraction", all(RETRACTION)],
  ["risk_ask", POSSIBLE_RISK.questions],
  ["risk", [...POSSIBLE_RISK.acks, ...POSSIBLE_RISK.help]],
  [
    "crisis",
    [
      ...all(Lexicon.OPENINGS),
      ...all(Lexicon.POINTERS),
      ...Lexicon.CONTACT_STAY,
      ...Lexicon.STAY_LINES,
      ...Lexicon.STAY_QUESTIONS,
      ...all(Lexicon.ACK),
      ...Object.values(REFUSALS).flatMap((texts) => [...texts.leads, ...texts.doors, ...texts.questions]),
      ...NO_MEANS,
    ],
  ],
]
const KNOWN = new Map(
  TAGGED.flatMap(([tag, texts]) => texts.map((text) => [sentenceKey(text), tag] as const)),
)

/** A model's reply (a provider answered earlier turns) is recognised by its words. */
const tagOfUnknown = (key: string, question: boolean): Tag | undefined =>
  /\bpiano di sicurezza\b/.test(key)
    ? "plan"
    : question && /\b(?:toglierti la vita|suicid\w*|farti del male|non voler piu vivere)\b/.test(key)
      ? "ask"
      : question && /\b(?:al sicuro|posto sicuro|in pericolo)\b/.test(key)
        ? "safety"
        : undefined

export const tagsOf = (reply: string): ReadonlyArray<Tag | undefined> =>
  sentencesOf(reply).map((sentence) => {
    const key = sentenceKey(sentence)
    return KNOWN.get(key) ?? tagOfUnknown(key, sentence.endsWith("?"))
  })

const ASKABLE: ReadonlySet<Tag> = new Set([
  "safety",
  "ask",
  "risk_ask",
  "reasons",
  "plan",
  "contact",
  "urgent",
])

/** The step of the question a reply ended with, if it was one of the steps' questions. */
export const askedBy = (reply: string): AskedStep | undefined => {
  const sentences = sentencesOf(reply)
  const tags = tagsOf(reply)
  const index = sentences.findLastIndex((sentence) => sentence.endsWith("?"))
  const tag = index < 0 ? undefined : tags[index]
  return tag !== undefined && ASKABLE.has(tag) ? (tag as AskedStep) : undefined
}

/** A reply of the crisis conversation (not a retraction's, not a possible-risk question's). */
export const isCrisisReply = (reply: string): boolean =>
  tagsOf(reply).some(
    (tag) => tag !== undefined && tag !== "risk" && tag !== "risk_ask" && tag !== "retraction",
  )

export interface CrisisState {
  readonly kind: CrisisKind
  readonly taken: ReadonlySet<Tag>
  readonly safety: "safe" | "unsafe" | undefined
  /** Danger told and not yet resolved (nor retracted). */
  readonly danger: Danger | undefined
  /** The current message ends a danger told before ("ho chiamato", "le ho messe via"). */
  readonly resolvedNow: boolean
  readonly askAnswered: boolean
  readonly saidSuicide: boolean
  readonly saidSelfHarm: boolean
  readonly refused: boolean
  readonly meansMentioned: boolean
  /** The person took back what they said, and has not spoken of risk since: answer as usual. */
  readonly retractedSinceDisclosure: boolean
  readonly crisisReplies: number
  readonly firstReply: boolean
  readonly now: TurnReading
  /** The current message asks for methods, or asks "how" right after asking for them. */
  readonly methodQuestion: boolean
  /** Every sentence already said in this conversation, as sentenceKey. */
  readonly used: ReadonlySet<string>
}

/** Violence told in words the safety layer did not classify (the caller raised the card): still violence. */
const VIOLENCE =
  /\b(?:abus\w*|molest\w*|mi tocca\w*|mi toccava|picchi\w*|schiaff\w*|mani al collo|strangol\w*|stupr\w*|violenz\w*|minacc\w*|ammazza me|ricatt\w*|foto nud\w*|costring\w*)\b/

const kindOf = (categories: ReadonlySet<CrisisCategory>, violence: boolean): CrisisKind =>
  categories.has("suicide") || categories.has("self_harm")
    ? "self"
    : categories.has("abuse") || violence
      ? "abuse"
      : categories.has("harm_to_others")
        ? "harm"
        : "self"

interface Read {
  readonly turn: ChatTurn
  readonly reading: TurnReading | undefined
  readonly tags: ReadonlyArray<Tag | undefined>
}

const readAll = (turns: ReadonlyArray<ChatTurn>): ReadonlyArray<Read> => {
  let asked: AskedStep | undefined
  return turns.map((turn) => {
    if (turn.role === "assistant") {
      asked = askedBy(turn.content)
      return { turn, reading: undefined, tags: tagsOf(turn.content) }
    }
    return { turn, reading: readTurn(turn.content, asked), tags: [] }
  })
}

/**
 * The crisis began at the first message that spoke of risk, or at the message the first crisis reply answered
 * (the caller may have raised the card on words this module does not know); a means at hand told just before
 * belongs to it ("ho comprato una corda", then "stasera è la sera giusta").
 */
const startOf = (read: ReadonlyArray<Read>): number => {
  const found = read.findIndex(
    ({ turn, reading, tags }, index) =>
      reading?.flagged === true ||
      (turn.role === "assistant" && isCrisisReply(turn.content)) ||
      (tags.includes("risk_ask") && ["yes", "unsure"].includes(read[index + 1]?.reading?.askAnswer ?? "")),
  )
  const start = found < 0 ? read.length - 1 : read[found]?.reading === undefined ? found - 1 : found
  const before = read[start - 2]?.reading?.danger
  return before === "means" || before === "taken" ? start - 2 : Math.max(0, start)
}

export const crisisStateOf = (history: ReadonlyArray<ChatTurn>, message: string): CrisisState => {
  const read = readAll([...history, { role: "user", content: message }])
  const start = startOf(read)
  const last = read.length - 1
  const taken = new Set<Tag>()
  const categories = new Set<CrisisCategory>()
  let safety: CrisisState["safety"]
  let danger: Danger | undefined
  let resolvedNow = false
  let askAnswered = false
  let saidSuicide = false
  let saidSelfHarm = false
  let refused = false
  let meansMentioned = false
  let lastDisclosure = -1
  let lastRetraction = -1
  let crisisReplies = 0
  let violence = false
  let previous: TurnReading | undefined
  let methodQuestion = false
  for (const [index, { turn, reading, tags }] of read.entries()) {
    if (index < start) continue
    if (reading === undefined) {
      for (const tag of tags) if (tag !== undefined) taken.add(tag === "risk_ask" ? "ask" : tag)
      if (isCrisisReply(turn.content)) crisisReplies++
      continue
    }
    for (const category of reading.categories) categories.add(category)
    violence ||= VIOLENCE.test(normaliseItalian(turn.content))
    if (reading.flagged || reading.danger) lastDisclosure = index
    if (reading.retraction) lastRetraction = index
    if (reading.danger) {
      danger = reading.danger
      safety = "unsafe"
      meansMentioned ||= reading.danger === "means" || reading.danger === "taken"
    } else if (danger !== undefined && (reading.resolved || reading.retraction)) {
      danger = undefined
      safety = "safe"
      resolvedNow = index === last
    } else if (danger === undefined && reading.safety !== undefined) safety = reading.safety
    askAnswered ||= reading.askAnswer !== undefined
    saidSuicide ||= reading.saidSuicide
    saidSelfHarm ||= reading.saidSelfHarm
    refused ||= reading.refusal !== undefined
    methodQuestion = reading.methodQuestion || (reading.asksHow && previous?.methodQuestion === true)
    previous = reading
  }
  const now = read[last]?.reading as TurnReading
  return {
    kind: kindOf(categories, violence),
    taken,
    safety,
    danger,
    resolvedNow,
    askAnswered,
    saidSuicide,
    saidSelfHarm,
    refused,
    meansMentioned,
    retractedSinceDisclosure:
      lastRetraction > lastDisclosure &&
      lastRetraction < last &&
      !now.flagged &&
      !now.notFine &&
      now.refusal === undefined,
    crisisReplies,
    firstReply: !history.some((turn) => turn.role === "assistant"),
    now,
    methodQuestion,
    used: new Set(
      history
        .filter((turn) => turn.role === "assistant")
        .flatMap((turn) => sentencesOf(turn.content).map(sentenceKey)),
    ),
  }
}
