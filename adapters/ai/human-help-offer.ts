import { normaliseItalian } from "../../domain/safety/crisis-detector.ts"
import { topicsOf, type Topic } from "./local-topics.ts"

/**
 * The assistant points to people (issue 27): the app's page "Parla con una persona", offered when the person asks
 * for a human, when the crisis card is up, and when the same heavy theme comes back session after session (the
 * models read it in the kept summaries; the offline responder compares their feelings with the message's). One copy of the words for the system prompt and the offline replies.
 */
export const HUMAN_HELP_PATH = "/parla-con-una-persona"

/** As the replies write it: a Markdown link to the page, which the chat shows as a link inside the app. */
export const HUMAN_HELP_LINK = `[Parla con una persona](${HUMAN_HELP_PATH})`

export const HUMAN_HELP_PROMPT_LINE =
  "Quando la persona chiede di parlare con una persona vera, quando in questa conversazione è comparsa la scheda " +
  "di crisi, o quando dai riassunti delle sessioni precedenti vedi che lo stesso tema pesante torna da più " +
  `sessioni, proponi con gentilezza la pagina dell'app ${HUMAN_HELP_LINK}: chi risponde adesso, il medico, il ` +
  "centro di salute mentale, come trovare uno psicologo. Scrivi il link esattamente così, una volta sola."

/** What the offline replies add: the page, in plain words. */
export const HUMAN_HELP_OFFER =
  `Se ti va di parlare con una persona, nella pagina ${HUMAN_HELP_LINK} trovi chi risponde adesso, il tuo ` +
  "medico, il centro di salute mentale e come trovare uno psicologo."

/** A request for a human, not for the assistant: "voglio parlare con una persona vera", "mi serve uno psicologo". */
const ASKS_FOR_A_PERSON = new RegExp(
  [
    String.raw`\b(?:parlare|parlarne|sentire|chiamare) con (?:una persona|qualcuno|un essere umano|un umano|un operatore|un professionista|uno psicologo|una psicologa|un medico)\b`,
    String.raw`\b(?:voglio|vorrei|mi serve|ho bisogno di|cerco) (?:una persona|un essere umano|uno psicologo|una psicologa|un terapeuta|una terapeuta|aiuto professionale)\b`,
  ].join("|"),
)

export const asksForAPerson = (message: string): boolean => ASKS_FOR_A_PERSON.test(normaliseItalian(message))

/** In how many of the kept summaries (one per earlier session) a heavy feeling must come up to be "coming back". */
const SESSIONS_FOR_A_THEME = 2

/**
 * A heavy feeling of this message ("l'ansia", "il senso di colpa"; never a pleasant one) that the summaries the
 * person chose to keep name in at least two earlier sessions: the same weight, session after session.
 */
export const returningHeavyTheme = (
  message: string,
  memory: ReadonlyArray<string> | undefined,
): Topic | undefined => {
  if (memory === undefined || memory.length < SESSIONS_FOR_A_THEME) return undefined
  const earlier = memory.map((summary) => topicsOf(summary).map((topic) => topic.the))
  return topicsOf(message).find(
    (topic) =>
      topic.kind === "feeling" &&
      topic.positive !== true &&
      earlier.filter((themes) => themes.includes(topic.the)).length >= SESSIONS_FOR_A_THEME,
  )
}

/**
 * The offline reply with the offer added when the person asked for a human, or when a heavy theme comes back from
 * earlier sessions, before its closing question (the reply still ends on its one question), once in a
 * conversation. In a crisis the card itself links the page (the crisis replies keep to their five sentences).
 */
export const withHumanHelpOffer = (
  reply: string,
  input: {
    readonly message: { readonly content: string }
    readonly history: ReadonlyArray<{ readonly role: string; readonly content: string }>
    readonly memory?: ReadonlyArray<string> | undefined
  },
): string => {
  if (reply.includes(HUMAN_HELP_PATH)) return reply
  if (input.history.some((turn) => turn.role === "assistant" && turn.content.includes(HUMAN_HELP_PATH)))
    return reply
  const theme = asksForAPerson(input.message.content)
    ? undefined
    : returningHeavyTheme(input.message.content, input.memory)
  if (!asksForAPerson(input.message.content) && theme === undefined) return reply
  const offer =
    theme === undefined
      ? HUMAN_HELP_OFFER
      : `Mi sembra che ${theme.the} torni da più di una sessione, e non serve affrontare tutto senza nessuno accanto. ${HUMAN_HELP_OFFER}`
  const question = /[^.!?]*\?\s*$/.exec(reply)
  if (question === null) return `${reply} ${offer}`
  return `${reply.slice(0, question.index).trimEnd()} ${offer} ${question[0].trim()}`.trim()
}
