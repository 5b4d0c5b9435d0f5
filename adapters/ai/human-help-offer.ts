import { normaliseItalian } from "../../domain/safety/crisis-detector.ts"

/**
 * The assistant points to people (issue 27): the app's page "Parla con una persona", offered when the person asks
 * for a human, when the crisis card is up, and (for the models, which read the kept summaries) when the same heavy
 * theme comes back session after session. One copy of the words for the system prompt and the offline replies.
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

/**
 * The offline reply with the offer added when the person asked for a human, before its closing question (the
 * reply still ends on its one question), once in a conversation. In a crisis the card itself links the page (the
 * crisis replies keep to their five sentences).
 */
export const withHumanHelpOffer = (
  reply: string,
  input: {
    readonly message: { readonly content: string }
    readonly history: ReadonlyArray<{ readonly role: string; readonly content: string }>
  },
): string => {
  if (!asksForAPerson(input.message.content) || reply.includes(HUMAN_HELP_PATH)) return reply
  if (input.history.some((turn) => turn.role === "assistant" && turn.content.includes(HUMAN_HELP_PATH)))
    return reply
  const question = /[^.!?]*\?\s*$/.exec(reply)
  if (question === null) return `${reply} ${HUMAN_HELP_OFFER}`
  return `${reply.slice(0, question.index).trimEnd()} ${HUMAN_HELP_OFFER} ${question[0].trim()}`.trim()
}
