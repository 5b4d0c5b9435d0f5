import { normaliseItalian } from "../../domain/safety/crisis-detector.ts"
import { assessRisk } from "../../domain/safety/risk-assessment.ts"
import { ANTIVIOLENZA, EMERGENCY_NUMBER, TELEFONO_AMICO } from "../../domain/safety/crisis-resources.ts"
import type { ChatTurn } from "./ai-request.ts"
import { estimateTokens } from "./context-window.ts"
import { FEELINGS, type Feeling } from "./local-lexicon.ts"
import { composeEverydaySummary, HELPED, OFFLINE_NOTE, quoteOf, TRY_ANYTHING } from "./local-summary.ts"
import { withPreposition } from "./local-topics.ts"
import type { PreparedPrompt } from "./prepared-prompt.ts"
import { SAFETY_PLAN_TITLE } from "./safety-rules.ts"

/**
 * The end-of-session summary the assistant drafts for the user's journey ("Il tuo percorso"): what the user
 * brought, what helped, what to try next. The browser sends the conversation's plaintext for it (the server
 * keeps none of it) and encrypts the draft before storing it.
 */
export interface SummaryRequest {
  readonly assistantName: string
  /** The session's turns, oldest first, in plaintext (held in memory only). */
  readonly transcript: ReadonlyArray<ChatTurn>
  /**
   * A crisis was open in this session (the crisis card was shown). Absent: false — though a transcript in which
   * the safety layer flags a message of the person is drafted as a crisis session all the same.
   */
  readonly crisis?: boolean
}

export const SUMMARY_SYSTEM = `Sei un assistente di supporto emotivo in italiano. Scrivi il riassunto di una sessione per la persona che l'ha vissuta, rivolgendoti a lei con il "tu", con parole calde e semplici.
Tre parti brevi, ognuna su una riga che inizia con la sua etichetta:
Cosa hai portato: …
Cosa ti ha aiutato: …
Da provare: …
Al massimo 120 parole in tutto. Non fare diagnosi, non dare consigli medici, non inventare nulla che non sia nella conversazione. Non dare per scontato il genere della persona: scegli formulazioni neutre.`

/** For a crisis session: a hard moment named without clinical words, and what the person can do next. */
export const SUMMARY_CRISIS = `In questa sessione la persona ha attraversato un momento molto difficile: ha parlato di pensieri di farsi del male o di non voler vivere, oppure di violenza. Nominalo con delicatezza e senza parole cliniche (per esempio «un momento molto difficile»), senza riportare le sue frasi più dure.
In «Cosa ti ha aiutato» non scrivere che qualcosa le ha fatto bene se non è stata lei a dirlo.
In «Da provare» indica i passi concreti: «${SAFETY_PLAN_TITLE}» (si apre dalla dashboard), una persona di cui si fida o il suo contatto di emergenza, e i numeri: il ${EMERGENCY_NUMBER.phone} se è in pericolo, ${TELEFONO_AMICO.name} (${TELEFONO_AMICO.phone}) per parlare con qualcuno, il ${ANTIVIOLENZA.phone} in caso di violenza o stalking.`

/** Whether the summary is a crisis session's: the caller says so, or the safety layer flags a message now. */
const crisisSession = (request: SummaryRequest) =>
  request.crisis === true ||
  raisedTheCard(request.transcript.filter((turn) => turn.role === "user").map((turn) => turn.content))

/** The same assessment as the send path: each of the person's turns with the few before it. */
const raisedTheCard = (said: ReadonlyArray<string>) =>
  said.some((content, index) => assessRisk(content, said.slice(Math.max(0, index - 6), index)).crisis)

/** A transcript that fits: the latest turns first kept, told as one text (providers want alternating turns). */
const transcriptText = (request: SummaryRequest, budgetTokens: number) => {
  const lines: Array<string> = []
  let used = 0
  for (const turn of [...request.transcript].reverse()) {
    const line = `${turn.role === "user" ? "Persona" : request.assistantName}: ${turn.content.trim()}`
    used += estimateTokens(line)
    if (used > budgetTokens && lines.length > 0) break
    lines.unshift(line)
  }
  return lines.join("\n")
}

/** The prompt a provider answers with the summary. */
export const summaryPrompt = (request: SummaryRequest, budgetTokens = 12_000): PreparedPrompt => ({
  system: crisisSession(request) ? `${SUMMARY_SYSTEM}\n${SUMMARY_CRISIS}` : SUMMARY_SYSTEM,
  history: [],
  text: `Ecco la conversazione della sessione:\n\n${transcriptText(request, budgetTokens)}\n\nScrivi il riassunto.`,
  image: undefined,
})

const feelingsOf = (transcript: ReadonlyArray<ChatTurn>): ReadonlyArray<Feeling> => {
  const counts = new Map<Feeling, number>()
  for (const turn of transcript) {
    if (turn.role !== "user") continue
    const words = ` ${normaliseItalian(turn.content)} `
    for (const feeling of FEELINGS)
      if (feeling.stems.some((stem) => new RegExp(`\\b${stem}`).test(words)))
        counts.set(feeling, (counts.get(feeling) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([feeling]) => feeling)
}

/**
 * A crisis session: a hard moment, named without clinical words and without quoting it; what helped only if the
 * person said so; next, the safety plan, the people and the numbers (from domain/safety/crisis-resources.ts).
 */
const composeCrisisSummary = (spoken: ReadonlyArray<ChatTurn>, feelings: ReadonlyArray<Feeling>): string => {
  const named = feelings
    .filter((f) => !f.positive)
    .slice(0, 2)
    .map((f) => withPreposition("di", f.the))
  const helped = spoken.find(
    (turn) => HELPED.test(normaliseItalian(turn.content)) && !assessRisk(turn.content, []).crisis,
  )
  const violence = spoken.some((turn) => assessRisk(turn.content, []).categories.includes("abuse"))
  return [
    "Cosa hai portato: hai attraversato un momento molto difficile e hai trovato le parole per dirlo, e non è poco." +
      (named.length > 0 ? ` Hai parlato anche ${named.join(" e ")}.` : ""),
    helped
      ? `Cosa ti ha aiutato: l'hai detto tu, «${quoteOf(helped.content)}».`
      : "Cosa ti ha aiutato: hai scelto di non restare in silenzio e di scrivere quello che stavi vivendo.",
    `Da provare: tieni a portata di mano «${SAFETY_PLAN_TITLE}» (lo apri dalla dashboard) e, se non l'hai ancora ` +
      "scritto, riempilo un passo alla volta; fai sapere come stai a una persona di cui ti fidi o al tuo contatto " +
      `di emergenza; se quei pensieri tornano, chiama il ${EMERGENCY_NUMBER.phone}, oppure ${TELEFONO_AMICO.name} ` +
      `allo ${TELEFONO_AMICO.phone} per parlare con qualcuno` +
      (violence ? `, o il ${ANTIVIOLENZA.phone} contro la violenza e lo stalking.` : "."),
    OFFLINE_NOTE,
  ].join("\n")
}

/**
 * The offline responder's summary: honest about what it can tell (the people, events and feelings it recognised,
 * the person's own words; local-summary.ts) and labelled as offline. A crisis session's names the hard moment
 * and what to do next. Same words, same summary.
 */
export const composeLocalSummary = (request: SummaryRequest): string => {
  const spoken = request.transcript.filter((turn) => turn.role === "user" && turn.content.trim() !== "")
  if (spoken.length > 0 && crisisSession(request))
    return composeCrisisSummary(spoken, feelingsOf(request.transcript))
  if (spoken.length === 0)
    return [
      "Cosa hai portato: in questa sessione non hai scritto messaggi.",
      "Cosa ti ha aiutato: esserci è già un inizio.",
      `Da provare: ${TRY_ANYTHING}`,
      OFFLINE_NOTE,
    ].join("\n")
  return composeEverydaySummary(spoken.map((turn) => turn.content))
}
