import { assistantNameOrDefault } from "../../domain/shared/constants.ts"
import { normaliseItalian } from "../../domain/safety/crisis-detector.ts"
import type { ChatTurn } from "./ai-request.ts"
import {
  ACKNOWLEDGEMENTS,
  ADVICE_LINES,
  ADVICE_QUESTIONS,
  AFTER_RECALL_QUESTIONS,
  ARE_YOU_HUMAN,
  ASKS_ADVICE,
  FEELING_LINES,
  FIRST_GREETINGS,
  GOOD_NEWS,
  GOOD_NEWS_LINES,
  GOOD_NEWS_QUESTIONS,
  GREETING_QUESTIONS,
  HEAVY_ACKNOWLEDGEMENTS,
  HONEST_ANSWER,
  IMAGE_LINE,
  IMAGE_QUESTIONS,
  NEUTRAL_QUESTIONS,
  OPEN_QUESTIONS,
  PERSON_QUESTIONS,
  POSITIVE_FEELING_LINES,
  QUESTION_LINES,
  QUESTION_QUESTIONS,
  REFLECTIONS,
  RETURNING,
  RETURNING_LINES,
  TOPIC_REFLECTIONS,
  FEELINGS,
} from "./local-lexicon.ts"
import { ASKS_TO_REMEMBER, NO_MEMORY_LINE, recallLine } from "./local-memory.ts"
import { reflect } from "./local-reflection.ts"
import { topicsOf } from "./local-topics.ts"
import { hash } from "./text-hash.ts"

/** What the listening reply reads: the message, the conversation so far, the memory, which answer this is. */
export interface ListeningInput {
  readonly assistantName: string
  readonly history: ReadonlyArray<ChatTurn>
  readonly message: { readonly content: string; readonly image?: unknown }
  /** The summaries the person chose to keep, newest first (see ReplyRequest). */
  readonly memory?: ReadonlyArray<string> | undefined
  /** 0 for the first answer to this message, 1 for the first "Rigenera", … (see ReplyRequest). */
  readonly variant?: number | undefined
}

/**
 * One of the options, chosen by the words (same words, same choice) and moved on by one for each "Rigenera": a
 * regenerated reply never repeats the phrasing of the one before it.
 */
const chooser =
  (seed: number, variant: number) =>
  <A>(options: ReadonlyArray<A>, salt: number): A =>
    options[(hash(`${seed}:${salt}`) + variant) % options.length] as A

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "")

const SECOND_PERSON = /^(?:tu|ti|te|tuo|tua|tuoi|tue)$/
const plain = (word: string) => normaliseItalian(word).replace(/[^a-z]/g, "")
const clean = (phrase: string) =>
  phrase
    .replace(/[?!.…"«»“”]+/g, "")
    .replace(/\s+/g, " ")
    .trim()

/** A few words the person wrote that cannot be turned in the second person, quoted as they are. */
const topicOf = (content: string): string | undefined => {
  // A question to the assistant ("tu mi capisci?") is not a topic to quote back.
  if (content.trim().endsWith("?") || content.split(/\s+/).some((word) => SECOND_PERSON.test(plain(word))))
    return undefined
  const first = clean(content.split(/[.!?…\n]+/)[0] ?? "")
  const words = first.split(" ").filter((word) => word !== "")
  return words.length >= 2 ? words.slice(0, 10).join(" ") : undefined
}

/** Events that are part of everyday life: named, but not assumed to weigh. */
const EVERYDAY = new Set(["il lavoro", "lo studio", "la scuola", "il matrimonio", "la gravidanza"])

const GREETING = /^(?:ciao|salve|buongiorno|buonasera|buon pomeriggio|hey|ehi|ciao cogi)\b/

/** One space between sentences, no doubled or stranded punctuation («…parlarne.». → «…parlarne».). */
export const tidy = (text: string): string =>
  text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/[,;:]+(?=[.!?])/g, "")
    .replace(/([.!?…])\.+/g, "$1")
    .replace(/([.!?…])([»”"])\./g, "$1$2")
    .trim()

type Kind = "what-are-you" | "remember" | "advice" | "question" | "good-news" | "greeting" | "sharing"

const kindOf = (normalised: string, content: string): Kind => {
  if (ARE_YOU_HUMAN.test(normalised)) return "what-are-you"
  if (ASKS_TO_REMEMBER.test(normalised)) return "remember"
  if (ASKS_ADVICE.test(normalised)) return "advice"
  if (/\?["»”)\s]*$/.test(content)) return "question"
  const words = normalised.split(" ").length
  if ((GREETING.test(normalised) && words <= 3) || (RETURNING.test(normalised) && words <= 8))
    return "greeting"
  if (
    GOOD_NEWS.test(normalised) &&
    !topicsOf(content).some((t) => t.kind === "feeling" && t.positive !== true)
  )
    return "good-news"
  return "sharing"
}

/**
 * A short reflective-listening reply, composed offline: a greeting on the first reply, then what fits the
 * message — an honest answer about what it is, the memory the person chose, a question taken seriously without
 * pretending to advise, good news met gladly, an image it cannot see — or the person's words said back in the
 * second person with the feeling named; and exactly one open question that fits what was said.
 */
export const composeListeningReply = (input: ListeningInput): string => {
  const content = input.message.content
  const normalised = normaliseItalian(content)
  const seed = hash(`${normalised}|${input.history.length}`)
  const pick = chooser(seed, input.variant ?? 0)
  const name = assistantNameOrDefault(input.assistantName)
  const first = !input.history.some((turn) => turn.role === "assistant")
  const kind = kindOf(normalised, content)
  const topics = topicsOf(content)
  const feeling = FEELINGS.find((f) => topics.some((t) => t.kind === "feeling" && t.the === f.the))
  const person = topics.find((t) => t.kind === "person")
  const weighs =
    (feeling !== undefined && feeling.positive !== true) ||
    topics.some((t) => t.kind === "event" && !EVERYDAY.has(t.the))
  const parts: Array<string> = first ? [fill(pick(FIRST_GREETINGS, 1), { name })] : []
  const recalled = recallLine(input.memory)
  let questions: ReadonlyArray<string>

  const sayBack = () => {
    const reflection = reflect(content)
    if (reflection) return fill(pick(REFLECTIONS, 3), { phrase: reflection })
    const topic = topicOf(content)
    return topic ? fill(pick(TOPIC_REFLECTIONS, 3), { phrase: topic }) : undefined
  }

  switch (kind) {
    case "what-are-you":
      parts.push(HONEST_ANSWER, "Sono qui per ascoltarti, senza fretta e senza giudizio.")
      questions = GREETING_QUESTIONS
      break
    case "remember":
      parts.push(recalled ?? NO_MEMORY_LINE)
      questions = recalled
        ? AFTER_RECALL_QUESTIONS
        : ["Ti va di raccontarmi da dove ripartiamo?", "Da che cosa ti va di ripartire oggi?"]
      break
    case "advice":
      parts.push(pick(ADVICE_LINES, 3))
      questions = ADVICE_QUESTIONS
      break
    case "question":
      parts.push(pick(QUESTION_LINES, 3))
      questions = QUESTION_QUESTIONS
      break
    case "greeting":
      if (!first && RETURNING.test(normalised)) parts.push(pick(RETURNING_LINES, 2))
      if (first && recalled) {
        parts.push(recalled)
        questions = AFTER_RECALL_QUESTIONS
      } else {
        parts.push("Sono qui per ascoltarti, senza fretta e senza giudizio.")
        questions = GREETING_QUESTIONS
      }
      break
    case "good-news": {
      parts.push(pick(GOOD_NEWS_LINES, 4))
      const said = sayBack()
      if (said) parts.push(said)
      questions = GOOD_NEWS_QUESTIONS
      break
    }
    case "sharing": {
      const said = sayBack()
      if (said) parts.push(said)
      if (feeling)
        parts.push(
          fill(pick(feeling.positive ? POSITIVE_FEELING_LINES : FEELING_LINES, 4), {
            the: feeling.the,
            // agreement with the feeling: "la stanchezza si sente tutta", "lo stress si sente tutto"
            whole: feeling.feminine ? "tutta" : "tutto",
          }),
        )
      else if (input.message.image === undefined)
        parts.push(pick(weighs ? HEAVY_ACKNOWLEDGEMENTS : ACKNOWLEDGEMENTS, 4))
      const personQuestions = person ? PERSON_QUESTIONS.map((q) => fill(q, { person: person.the })) : []
      questions = feeling?.positive
        ? [feeling.question, ...GOOD_NEWS_QUESTIONS]
        : weighs
          ? [...(feeling ? [feeling.question] : []), ...personQuestions, ...OPEN_QUESTIONS]
          : [...personQuestions, ...NEUTRAL_QUESTIONS]
      break
    }
    default: {
      const unhandled: never = kind
      return unhandled
    }
  }
  if (input.message.image !== undefined) {
    // the picture first: it is what the person shared; a caption's words follow it
    if (kind === "sharing" && content.trim() === "") {
      parts.splice(first ? 1 : 0)
      questions = IMAGE_QUESTIONS
    }
    parts.splice(first ? 1 : 0, 0, IMAGE_LINE)
    if (kind === "sharing" && !weighs) questions = [...IMAGE_QUESTIONS, ...questions]
  }
  return tidy([...parts, nextQuestion(questions, input.history, pick)].join(" "))
}

/** The question: one not asked in the previous reply, the choice moved on by "Rigenera" like the rest. */
const nextQuestion = (
  questions: ReadonlyArray<string>,
  history: ReadonlyArray<ChatTurn>,
  pick: <A>(options: ReadonlyArray<A>, salt: number) => A,
) => {
  const lastAssistant = history.findLast((turn) => turn.role === "assistant")?.content ?? ""
  const fresh = questions.filter((question) => !lastAssistant.includes(question))
  return pick(fresh.length > 0 ? fresh : questions, 6)
}
