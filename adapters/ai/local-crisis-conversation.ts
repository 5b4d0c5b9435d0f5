import { assistantNameOrDefault } from "../../domain/shared/constants.ts"
import { normaliseItalian } from "../../domain/safety/crisis-detector.ts"
import type { ChatTurn } from "./ai-request.ts"
import * as Lexicon from "./local-crisis-lexicon.ts"
import {
  NO_MEANS,
  POSSIBLE_RISK,
  REFUSALS,
  RETRACTION,
  URGENT,
  URGENT_AWAY_FROM,
} from "./local-crisis-moments.ts"
import {
  askedBy,
  crisisStateOf,
  isCrisisReply,
  sentenceKey,
  tagsOf,
  type CrisisState,
  type CrisisStep,
} from "./local-crisis-state.ts"
import { readTurn } from "./local-crisis-reading.ts"
import { FEELINGS } from "./local-lexicon.ts"
import { EMERGENCY } from "./safety-rules.ts"
import { hash } from "./text-hash.ts"

/*
 * The offline crisis conversation: the steps of a crisis-support conversation (acknowledge and thank, immediate
 * safety, a direct question about suicide, what is happening now, reasons and people, the safety plan, contact
 * with a person and staying), one at a time, chosen from what the conversation already holds. Danger at hand,
 * a refusal of help, a retraction and a request for methods come before the steps. No sentence said earlier in
 * the conversation is said again; every reply points to a person; at most one question. Deterministic.
 */

export interface CrisisConversationInput {
  readonly assistantName: string
  readonly history: ReadonlyArray<ChatTurn>
  readonly message: { readonly content: string }
}

/** A number, the emergency contact, someone they trust, someone near: a person to turn to. */
const POINTS_TO_PERSON =
  /\b112\b|02 2327 2327|\b1522\b|\b19696\b|contatto di emergenza|di cui ti fidi|chi hai vicino/

const STEPS: ReadonlyArray<CrisisStep> = ["safety", "ask", "explore", "reasons", "plan", "contact"]

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "")

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** Chooses phrasings never said before in the conversation, nor earlier in this reply. */
const phrasing = (state: CrisisState, seed: number) => {
  const used = new Set(state.used)
  const fresh = (pool: ReadonlyArray<string>, salt: number): string | undefined => {
    const offset = pool.length === 0 ? 0 : hash(`${seed}:${salt}`) % pool.length
    const found = [...pool.slice(offset), ...pool.slice(0, offset)].find(
      (text) => !used.has(sentenceKey(text)),
    )
    if (found !== undefined) used.add(sentenceKey(found))
    return found
  }
  /** The first crisis reply names the numbers first (the 112, and Telefono Amico or the 1522). */
  const pointer = (first = false): string => {
    const pool = [...Lexicon.POINTERS[state.kind], ...Lexicon.POINTERS.self]
    const ordered = state.refused
      ? [...pool.filter((text) => Lexicon.SOFT_POINTER.test(text)), ...pool]
      : pool
    const plain = first ? (fresh(ordered.slice(0, 1), 0) ?? fresh(ordered, 7)) : fresh(ordered, 7)
    if (plain !== undefined) return plain
    // A very long conversation: a new sentence around a pointer, still never one said before.
    const led = Lexicon.POINTER_LEADS.flatMap((lead) => ordered.map((text) => `${lead} ${lowerFirst(text)}`))
    return fresh(led, 8) ?? (ordered[0] as string)
  }
  return { fresh, pointer }
}

const feelingIn = (content: string) => {
  const words = ` ${normaliseItalian(content)} `
  return FEELINGS.find(
    (feeling) => !feeling.positive && feeling.stems.some((stem) => new RegExp(`\\b${stem}`).test(words)),
  )
}

/** The step to take now: the first one not taken by an earlier reply nor answered by the person. */
const nextStep = (state: CrisisState): CrisisStep | "stay" => {
  const done = (step: CrisisStep) =>
    state.taken.has(step) ||
    (step === "safety" && state.safety !== undefined) ||
    (step === "ask" && (state.kind !== "self" || state.saidSuicide || state.askAnswered))
  return STEPS.find((step) => !done(step)) ?? "stay"
}

const compose = (input: CrisisConversationInput, state: CrisisState): ReadonlyArray<string | undefined> => {
  const { now, kind } = state
  const seed = hash(`${normaliseItalian(input.message.content)}|${input.history.length}`)
  const { fresh, pointer } = phrasing(state, seed)
  const name = assistantNameOrDefault(input.assistantName)
  const intro = state.firstReply ? fill(Lexicon.INTRO, { name }) : undefined
  const opening = state.crisisReplies === 0 ? fresh(Lexicon.OPENINGS[kind], 1) : undefined
  const withPerson = (parts: ReadonlyArray<string | undefined>, question?: string) =>
    parts.some((part) => part !== undefined && POINTS_TO_PERSON.test(part))
      ? [...parts, question]
      : [...parts, pointer(opening !== undefined), question]

  const ack = (): string | undefined => {
    const A = Lexicon.ACK
    const feeling = feelingIn(input.message.content)
    const choices: ReadonlyArray<ReadonlyArray<string> | false> = [
      state.resolvedNow && A.resolved,
      now.notFine && A.notFine,
      now.safety === "safe" && now.home && A.home,
      now.safety === "safe" && A.safe,
      now.askAnswer === "yes" && A.askYes,
      now.askAnswer === "no" && A.askNo,
      now.askAnswer === "unsure" && A.askUnsure,
      now.reasonsAnswer === "named" && A.reasonsNamed,
      now.reasonsAnswer === "none" && A.reasonsNone,
      now.planAnswer === "yes" && A.planYes,
      now.planAnswer === "no" && A.planNo,
      feeling !== undefined && A.feeling.map((line) => fill(line, { the: feeling.the })),
      now.flagged && (kind === "abuse" ? A.againViolence : kind === "harm" ? A.againHarm : A.again),
      now.tone === "better" && A.better,
      now.tone === "thanks" && A.thanks,
      now.tone === "short" && A.short,
      A.free,
    ]
    for (const [index, pool] of choices.entries()) {
      const found = pool === false ? undefined : fresh(pool, 20 + index)
      if (found !== undefined) return found
    }
    return undefined
  }

  const stepQuestion = (step: CrisisStep | "stay"): ReadonlyArray<string> => {
    switch (step) {
      case "safety":
        return Lexicon.SAFETY_QUESTIONS[kind]
      case "ask":
        return state.saidSelfHarm ? Lexicon.ASK_AFTER_SELF_HARM : Lexicon.ASK_QUESTIONS
      case "explore":
        return Lexicon.EXPLORE_QUESTIONS
      case "reasons":
        return Lexicon.REASONS_QUESTIONS[kind]
      case "plan":
        return Lexicon.PLAN_QUESTIONS
      case "contact":
        return Lexicon.CONTACT_QUESTIONS
      case "stay":
        return Lexicon.STAY_QUESTIONS
    }
  }
  const stepLead = (step: CrisisStep | "stay"): ReadonlyArray<string | undefined> => {
    switch (step) {
      case "safety":
      case "ask":
        return []
      case "explore":
        return [fresh(Lexicon.EXPLORE_LEADS, 3)]
      case "reasons":
        return [fresh(Lexicon.REASONS_LEADS[kind], 3)]
      case "plan":
        return [fresh(Lexicon.PLAN_LEADS, 3)]
      case "contact":
        return [
          fresh(state.refused ? Lexicon.CONTACT_GENTLE : Lexicon.CONTACT_LEADS, 3),
          fresh(Lexicon.CONTACT_STAY, 4),
        ]
      case "stay":
        return [fresh(Lexicon.STAY_LINES, 3)]
    }
  }

  if (state.danger !== undefined) {
    const questions = state.meansMentioned
      ? URGENT.questions
      : URGENT.questions.filter((question) => !question.includes("quello che hai vicino"))
    // Asked to keep it secret: honest that it cannot tell anyone, so the call is theirs to make.
    if (now.refusal === "secret")
      return withPerson(
        [intro, fresh(REFUSALS.secret.leads, 1), fresh(URGENT.calls, 2) ?? fresh(URGENT.refusalDoor, 2)],
        fresh(questions, 3),
      )
    if (now.refusal !== undefined)
      return withPerson([intro, fresh(URGENT.refusal, 1), fresh(URGENT.refusalDoor, 2)], fresh(questions, 3))
    if (!state.taken.has("urgent")) {
      const away =
        state.danger === "taken"
          ? URGENT.taken
          : state.danger === "place"
            ? URGENT.place
            : kind !== "self"
              ? URGENT_AWAY_FROM[kind]
              : URGENT.means
      const call = state.danger === "taken" ? undefined : fresh(URGENT.calls, 2)
      return withPerson([intro, fresh(URGENT.openings, 1), call, fresh(away, 3), fresh(URGENT.stay, 4)])
    }
    const first = fresh(URGENT.follow, 1)
    const call = fresh(
      [...URGENT.calls, ...URGENT.follow.filter((line) => line.includes(EMERGENCY.phone))],
      2,
    )
    return withPerson([first, call], fresh(questions, 3))
  }
  const step = nextStep(state)
  if (state.methodQuestion)
    return withPerson([intro, opening, fresh(NO_MEANS, 2)], fresh(stepQuestion(step), 3))
  if (now.retraction)
    return [
      intro,
      fresh(RETRACTION.leads, 1) ?? ack(),
      fresh(RETRACTION.doors, 2) ?? pointer(),
      state.meansMentioned ? fresh(RETRACTION.means, 3) : undefined,
      fresh(RETRACTION.questions, 4),
    ]
  if (now.refusal !== undefined) {
    const texts = REFUSALS[now.refusal]
    // Refused in the very first message: the refusal heard, a person named, and the first step's question.
    if (opening !== undefined)
      return withPerson([intro, opening, fresh(texts.leads, 1)], fresh(stepQuestion(step), 3))
    return withPerson(
      [fresh(texts.leads, 1) ?? ack(), fresh(texts.doors, 2)],
      fresh(texts.questions, 3) ?? fresh(Lexicon.STAY_QUESTIONS, 4),
    )
  }
  const first =
    opening === undefined
      ? [ack()]
      : [
          opening,
          now.safety === "safe" ? fresh(now.home ? Lexicon.ACK.home : Lexicon.ACK.safe, 2) : undefined,
        ]
  return withPerson([intro, ...first, ...stepLead(step)], fresh(stepQuestion(step), 5))
}

/**
 * The next reply of a crisis conversation, or undefined when the person took back what they said and has not
 * spoken of risk since: then the usual listening reply answers (the card and its numbers stay on screen).
 */
export const composeCrisisReply = (input: CrisisConversationInput): string | undefined => {
  const state = crisisStateOf(input.history, input.message.content)
  if (state.retractedSinceDisclosure && state.danger === undefined && !state.now.retraction) return undefined
  return compose(input, state)
    .filter((part): part is string => part !== undefined)
    .join(" ")
}

const lastReply = (history: ReadonlyArray<ChatTurn>) =>
  history.findLast((turn) => turn.role === "assistant")?.content ?? ""

/**
 * A crisis the offline conversation keeps open by itself, whatever the caller said: its last reply was a step of
 * the crisis conversation, or asked the possible-risk question and the person did not answer no.
 */
export const crisisContinues = (history: ReadonlyArray<ChatTurn>, message: string): boolean => {
  const last = lastReply(history)
  if (isCrisisReply(last)) return true
  if (askedBy(last) !== "risk_ask") return false
  const reading = readTurn(message, "risk_ask")
  return reading.askAnswer === "yes" || reading.askAnswer === "unsure" || reading.danger !== undefined
}

/**
 * Possible risk (the safety layer is unsure): acknowledge, say that help is one tap away, and ask gently and
 * directly. Asked once in a conversation: undefined when it was asked before (the usual reply answers).
 */
export const composePossibleRiskReply = (input: CrisisConversationInput): string | undefined => {
  const asked = input.history.some(
    (turn) =>
      turn.role === "assistant" && tagsOf(turn.content).some((tag) => tag === "risk_ask" || tag === "ask"),
  )
  if (asked) return undefined
  const seed = hash(`${normaliseItalian(input.message.content)}|${input.history.length}`)
  const pick = (pool: ReadonlyArray<string>, salt: number) => pool[hash(`${seed}:${salt}`) % pool.length]
  const name = assistantNameOrDefault(input.assistantName)
  const first = !input.history.some((turn) => turn.role === "assistant")
  const feeling = feelingIn(input.message.content)
  return [
    first ? fill(Lexicon.INTRO, { name }) : undefined,
    pick(POSSIBLE_RISK.acks, 1),
    feeling ? fill(pick(Lexicon.ACK.feeling, 2) ?? "", { the: feeling.the }) : undefined,
    pick(POSSIBLE_RISK.help, 3),
    pick(POSSIBLE_RISK.questions, 4),
  ]
    .filter((part): part is string => part !== undefined && part !== "")
    .join(" ")
}
