import { VISIT_NOTE_SECTION_MAX, type VisitNote } from "../../../lib/visit-note-record.ts"

/*
 * "Cosa vorrei dire" (issue 27): a short note to bring to a doctor or a psychologist, composed in this browser
 * from the session summaries the person chooses. The summaries are written by the assistant in three labelled
 * parts ("Cosa hai portato", "Cosa ti ha aiutato", "Da provare"); a summary the person rewrote without them is
 * taken whole as what they are going through. Nothing is invented: the note holds the summaries' own words,
 * dated, for the person to rewrite as they like.
 */

export type ChosenSummary = { readonly id: string; readonly text: string; readonly createdAt: string }

const LABELS: ReadonlyArray<readonly [RegExp, "brought" | "helped" | "try"]> = [
  [/^cosa hai portato\s*:\s*/i, "brought"],
  [/^cosa ti ha aiutato\s*:\s*/i, "helped"],
  [/^da provare\s*:\s*/i, "try"],
]

/** The assistant's own remarks, in brackets on a line of their own ("(Riassunto preparato dall'assistente offline.)"). */
const ASIDE = /^\(.*\)$/

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase("it-IT") + text.slice(1)

/** A summary's parts: what was brought (or the whole text when it has no labels) and what helped. */
export const summaryParts = (text: string): { readonly brought: string; readonly helped: string } => {
  const parts = { brought: [] as string[], helped: [] as string[], try: [] as string[] }
  let current: keyof typeof parts = "brought"
  for (const raw of text.split("\n")) {
    let line = raw.trim()
    if (line === "" || ASIDE.test(line)) continue
    const label = LABELS.find(([pattern]) => pattern.test(line))
    if (label !== undefined) {
      current = label[1]
      line = line.replace(label[0], "")
      if (line === "") continue
    }
    parts[current].push(capitalised(line))
  }
  return { brought: parts.brought.join(" "), helped: parts.helped.join(" ") }
}

const clip = (text: string) =>
  text.length <= VISIT_NOTE_SECTION_MAX ? text : `${text.slice(0, VISIT_NOTE_SECTION_MAX - 1)}…`

/**
 * The note from the chosen summaries, oldest first: one dated line each for what the person is going through
 * and for what helped, and since when they have been talking about it. What to ask is theirs to write.
 */
export const composeVisitNote = (
  chosen: ReadonlyArray<ChosenSummary>,
  dayOf: (iso: string) => string,
  ask = "",
): VisitNote => {
  const inOrder = [...chosen].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  const lines = (part: "brought" | "helped") =>
    inOrder.flatMap((summary) => {
      const text = summaryParts(summary.text)[part]
      return text === "" ? [] : [`${dayOf(summary.createdAt)}: ${text}`]
    })
  const first = inOrder[0]
  const last = inOrder.at(-1)
  const since =
    first === undefined || last === undefined
      ? ""
      : inOrder.length === 1
        ? `Ne ho parlato con Cogi il ${dayOf(first.createdAt)}.`
        : `Ne parlo con Cogi dal ${dayOf(first.createdAt)} (${inOrder.length} sessioni, l'ultima il ${dayOf(last.createdAt)}).`
  return {
    going: clip(lines("brought").join("\n")),
    since: clip(since),
    helped: clip(lines("helped").join("\n")),
    ask: clip(ask),
    summaryIds: inOrder.map((summary) => summary.id),
  }
}

/** "cosa-vorrei-dire-2026-11-22.md", from the day (on the person's own calendar) the note is downloaded. */
export const visitNoteFileName = (date: Date) => {
  const two = (n: number) => String(n).padStart(2, "0")
  return `cosa-vorrei-dire-${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}.md`
}
