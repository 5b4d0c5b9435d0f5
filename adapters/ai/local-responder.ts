import { normaliseItalian } from "../../domain/safety/crisis-detector.ts"
import type { ChatTurn } from "./ai-request.ts"
import {
  ACKNOWLEDGEMENTS,
  ARE_YOU_HUMAN,
  FEELING_LINES,
  FEELINGS,
  FIRST_GREETINGS,
  HONEST_ANSWER,
  IMAGE_LINE,
  LONELY,
  OPEN_QUESTIONS,
  POSITIVE_FEELING_LINES,
  REFLECTIONS,
  TOPIC_REFLECTIONS,
  type Feeling,
} from "./local-lexicon.ts"
import { composeCrisisReply, composePossibleRiskReply, crisisContinues } from "./local-crisis-conversation.ts"
import { withHumanHelpOffer } from "./human-help-offer.ts"
import { reflect } from "./local-reflection.ts"
import { hash } from "./text-hash.ts"

export { reflect } from "./local-reflection.ts"

/** How the UI names the responder that answers when no provider key is configured. */
export const LOCAL_ASSISTANT_LABEL = "Assistente offline (locale)"

export interface LocalReplyInput {
  readonly assistantName: string
  readonly history: ReadonlyArray<ChatTurn>
  readonly message: { readonly content: string; readonly image?: unknown }
  /** A crisis is open in this conversation (see ReplyRequest). */
  readonly crisis: boolean
  /** The safety layer is unsure (see ReplyRequest). */
  readonly possibleRisk?: boolean | undefined
}

const pick = <A>(options: ReadonlyArray<A>, seed: number, salt: number): A =>
  options[hash(`${seed}:${salt}`) % options.length] as A

const feelingOf = (normalised: string): Feeling | undefined => {
  const words = ` ${normalised} `
  const found = FEELINGS.find((feeling) => feeling.stems.some((stem) => new RegExp(`\\b${stem}`).test(words)))
  return (
    found ??
    (LONELY.test(normalised) ? FEELINGS.find((feeling) => feeling.the === "la solitudine") : undefined)
  )
}

const SECOND_PERSON = /^(?:tu|ti|te|tuo|tua|tuoi|tue)$/
const plain = (word: string) => normaliseItalian(word).replace(/[^a-z]/g, "")
const clean = (phrase: string) =>
  phrase
    .replace(/[?!.…"«»“”]+/g, "")
    .replace(/\s+/g, " ")
    .trim()

const topicOf = (content: string): string | undefined => {
  // A question to the assistant ("tu mi capisci?") is not a topic to quote back.
  if (content.trim().endsWith("?") || content.split(/\s+/).some((word) => SECOND_PERSON.test(plain(word))))
    return undefined
  const first = clean(content.split(/[.!?…\n]+/)[0] ?? "")
  const words = first.split(" ").filter((word) => word !== "")
  return words.length >= 2 ? words.slice(0, 10).join(" ") : undefined
}

const GREETING = /^(?:ciao|salve|buongiorno|buonasera|buon pomeriggio|hey|ehi|ciao cogi)\b/

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "")

/**
 * A short reflective-listening reply, composed offline: greeting on the first reply, the user's words reflected
 * back, the feeling named when recognised, exactly one open question. In a crisis (open now, or kept open by the
 * conversation itself) the crisis conversation answers; when the safety layer is unsure, the gentle direct
 * question. Deterministic for a given input.
 */
export const composeLocalReply = (input: LocalReplyInput): string => {
  const inCrisis = input.crisis || crisisContinues(input.history, input.message.content)
  const special = inCrisis
    ? composeCrisisReply(input)
    : input.possibleRisk === true
      ? composePossibleRiskReply(input)
      : undefined
  return withHumanHelpOffer(special ?? composeListeningReply(input), input)
}

const composeListeningReply = (input: LocalReplyInput): string => {
  const normalised = normaliseItalian(input.message.content)
  const seed = hash(`${normalised}|${input.history.length}`)
  const name = input.assistantName.trim() || "Cogi"
  const first = !input.history.some((turn) => turn.role === "assistant")
  const parts: Array<string> = first ? [fill(pick(FIRST_GREETINGS, seed, 1), { name })] : []
  const askedWhatItIs = ARE_YOU_HUMAN.test(normalised)
  if (askedWhatItIs) parts.push(HONEST_ANSWER)
  if (input.message.image !== undefined) parts.push(IMAGE_LINE)
  const feeling = feelingOf(normalised)
  const reflection = reflect(input.message.content)
  const greetingOnly = askedWhatItIs || (GREETING.test(normalised) && normalised.split(" ").length <= 3)
  if (greetingOnly) parts.push("Sono qui per ascoltarti, senza fretta e senza giudizio.")
  else if (reflection) parts.push(fill(pick(REFLECTIONS, seed, 3), { phrase: reflection }))
  else {
    const topic = topicOf(input.message.content)
    if (topic) parts.push(fill(pick(TOPIC_REFLECTIONS, seed, 3), { phrase: topic }))
  }
  if (feeling)
    parts.push(
      fill(pick(feeling.positive ? POSITIVE_FEELING_LINES : FEELING_LINES, seed, 4), {
        the: feeling.the,
        // agreement with the feeling: "la stanchezza si sente tutta", "lo stress si sente tutto"
        whole: feeling.feminine ? "tutta" : "tutto",
      }),
    )
  else if (!greetingOnly) parts.push(pick(ACKNOWLEDGEMENTS, seed, 4))

  const lastAssistant = [...input.history].reverse().find((turn) => turn.role === "assistant")?.content ?? ""
  const offset = hash(`${seed}:6`) % OPEN_QUESTIONS.length
  const generic = [...OPEN_QUESTIONS.slice(offset), ...OPEN_QUESTIONS.slice(0, offset)]
  const candidates = greetingOnly
    ? ["Di che cosa ti va di parlare oggi?", "Come stai, davvero, oggi?"]
    : feeling && (feeling.positive || hash(`${seed}:5`) % 2 === 0)
      ? [feeling.question, ...generic]
      : generic
  const question = candidates.find((candidate) => !lastAssistant.includes(candidate)) ?? candidates[0]
  return [...parts, question].join(" ")
}

/** The reply as the pieces it streams in: each word with the space after it. */
export const replyWords = (reply: string): ReadonlyArray<string> => reply.match(/\S+\s*/g) ?? []
