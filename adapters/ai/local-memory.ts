/*
 * The memory the person chose ("Ricorda in memoria" in "Il tuo percorso"), as the offline responder can use it:
 * the summaries arrive newest first; from the newest it takes what the person brought ("Cosa hai portato: …")
 * and says it back. A summary the offline program wrote names its topics ("hai parlato soprattutto di tuo figlio
 * e del senso di colpa"), which becomes "L'ultima volta mi avevi parlato di tuo figlio e del senso di colpa."; any
 * other summary (a provider's, or one the person edited) is quoted, not paraphrased.
 */

const BROUGHT = /^\s*Cosa hai portato:\s*(.+)$/im
const SPOKE_OF =
  /^hai parlato (?:soprattutto |anche )?(di .+?|dell.+?|del .+?|dei .+?|degli .+?)(?:[.;:]|,? a partire|$)/i
const MAX_QUOTE = 160

/** Asking the assistant to remember: "ti ricordi…", "di cosa abbiamo parlato", "l'ultima volta". */
export const ASKS_TO_REMEMBER =
  /\b(?:ti ricordi|te lo ricordi|ricordi (?:di |cosa |che |quello )|ricordi\?|di (?:che )?cosa abbiamo parlato|cosa ci siamo dett|l ultima volta|la volta scorsa|la scorsa volta|cosa ti avevo (?:detto|raccontato))/

const quoted = (text: string) => {
  const flat = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.;:,\s]+$/, "")
  if (flat.length <= MAX_QUOTE) return flat
  const cut = flat.lastIndexOf(" ", MAX_QUOTE - 1)
  return `${flat.slice(0, cut > 60 ? cut : MAX_QUOTE - 1)}…`
}

/** What the newest remembered summary says the person brought, said back to them; undefined without memory. */
export const recallLine = (memory: ReadonlyArray<string> | undefined): string | undefined => {
  const newest = memory?.find((summary) => summary.trim() !== "")
  if (newest === undefined) return undefined
  const brought = BROUGHT.exec(newest)?.[1]?.trim() ?? newest.trim().split("\n")[0]?.trim() ?? ""
  const spoke = SPOKE_OF.exec(brought)?.[1]
  if (spoke !== undefined) return `L'ultima volta mi avevi parlato ${spoke.trim()}.`
  if (brought === "") return undefined
  return `Nel riassunto dell'ultima volta, che hai scelto di tenere, c'è scritto: «${quoted(brought)}».`
}

/** Asked to remember with no memory: what the offline program can and cannot remember, and where to choose. */
export const NO_MEMORY_LINE =
  "Sono un programma offline: delle sessioni passate ricordo solo i riassunti che scegli di tenere in memoria " +
  "(«Ricorda in memoria», in «Il tuo percorso»), e in questa conversazione non ne ho ricevuto nessuno."
